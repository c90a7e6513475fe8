import type { TypeProfileSource } from "../profile-types";

export const intp: TypeProfileSource = {
  code: "INTP",
  name: "The Puzzler",
  frequency: "3-5%",
  strengths: [
    {
      title: "Deep Analytical Curiosity",
      description:
        "Puzzlers want to know why something works, not just that it does. They will take apart a theory, a piece of software or a household gadget until the underlying logic makes sense to them.",
    },
    {
      title: "Precise Reasoning",
      description:
        "They notice when a word is used loosely or an argument skips a step. That precision makes them valuable reviewers of proposals, code and contracts, where a small inconsistency can hide a large problem.",
    },
    {
      title: "Original Frameworks",
      description:
        "Puzzlers often build their own models to explain what they see, connecting ideas from unrelated fields. Their sketch of how things fit together can reframe a problem that others considered settled.",
    },
    {
      title: "Calm Amid Complexity",
      description:
        "A tangled problem with no obvious answer tends to interest rather than alarm them. They are comfortable holding several possibilities open while they gather evidence, instead of grabbing the first explanation that fits.",
    },
    {
      title: "Intellectual Honesty",
      description:
        "They will drop a favorite idea once the evidence turns against it, and they say so openly. Being right matters less to a Puzzler than understanding what is actually true.",
    },
    {
      title: "Open to Better Methods",
      description:
        "Because they are not attached to procedure for its own sake, Puzzlers readily try a new tool or approach when the old one stops working. They can change course halfway through a problem without much fuss.",
    },
  ],
  challenges: [
    {
      title: "Unfinished Projects",
      description:
        "For a Puzzler the appeal often lies in cracking the hard part, so the final tidy steps can lose their pull. Pairing with someone who enjoys finishing, or setting a public deadline, helps ideas reach the world.",
    },
    {
      title: "Lost in Thought",
      description:
        "Deep focus can leave them absent from the room, missing a question or a plan someone mentioned in passing. A shared calendar and a habit of repeating back key points keep them connected to the people around them.",
    },
    {
      title: "Correcting Small Details",
      description:
        "Their instinct to fix a loose claim can come across as pedantic, especially in casual conversation. Asking whether the detail matters to the point at hand helps them choose which corrections are worth making.",
    },
    {
      title: "Putting Feelings Into Words",
      description:
        "Puzzlers may understand their emotions in the abstract yet find them hard to say out loud. A simple, direct sentence such as “I missed you today” often means more to others than a careful explanation.",
    },
    {
      title: "Decisions That Stall",
      description:
        "With every option open to question, a decision can wait indefinitely while they search for one more piece of information. Setting a date for the choice, and accepting the best available answer, keeps things moving.",
    },
    {
      title: "Indifference to Routine",
      description:
        "Bills, forms and maintenance tasks can feel too dull to hold their attention until they become urgent. Automating what they can and batching the rest into a regular weekly slot reduces the friction.",
    },
  ],
  careers: {
    ideal: [
      "Software developer",
      "Physicist",
      "Mathematician",
      "Data scientist",
      "Economist",
      "Game designer",
      "Cryptographer",
      "Systems analyst",
      "Academic philosopher",
      "Technical writer",
    ],
    environment: [
      "Freedom to approach problems in their own way",
      "Flexible hours and few status meetings",
      "Hard problems with no ready-made answer",
      "Colleagues who enjoy debating ideas",
      "Few rules that exist only for their own sake",
    ],
  },
  relationships: {
    strengths: [
      "Genuine interest in how a partner thinks",
      "Easygoing acceptance of differences",
      "Honest answers to hard questions",
      "Playful, inventive humor",
      "Room for each person’s independence",
    ],
    compatibleTypes: ["ENTJ", "ESTJ"],
  },
  famousPeople: [
    "Albert Einstein",
    "Charles Darwin",
    "Marie Curie",
    "René Descartes",
    "Bill Gates",
  ],
  coreValues: ["Understanding", "Accuracy", "Autonomy", "Curiosity", "Intellectual honesty"],
  variants: {
    A: {
      tagline: "A relaxed thinker who follows ideas wherever they lead and shrugs off missteps",
      description:
        "Assertive Puzzlers carry their curiosity lightly. They are comfortable saying “I don’t know yet” and treat a mistaken theory as a useful result rather than an embarrassment. This ease lets them share half-formed ideas, argue a position for fun and change their mind in public without losing face. Deadlines and outside expectations weigh on them less than on many people, which helps them stay with whatever has caught their interest. The same ease has a cost. Assertive Puzzlers may underestimate how much a missed commitment matters to others, or dismiss a critic whose point was sound but badly phrased. They thrive when they turn their relaxed confidence toward finishing, choosing the few ideas worth completing and letting the rest wait.",
      careerTip:
        "Your relaxed attitude toward deadlines may read as indifference to a manager. Send a short progress note at agreed points, even when you are deep in a problem, so others can see the work moving and trust you with more freedom.",
      relationshipTip:
        "If a partner raises a concern that seems illogical to you, hold off on debating its premises. Ask what would help, do that first, and save the analysis for later, when you are both calm and curious.",
    },
    T: {
      tagline: "A searching thinker who questions every answer, including their own",
      description:
        "Turbulent Puzzlers question their own thinking as rigorously as they question everyone else’s. They double-check conclusions, look for holes in their reasoning and worry about being shown to be wrong. That self-scrutiny makes their finished work careful and well defended, and it keeps them learning long after others have settled. It also makes sharing hard. A Turbulent Puzzler may hold back a good idea because it is not yet airtight, or spend an evening replaying a conversation in which they felt misunderstood. Under pressure they can swing between intense focus and withdrawal. They do best when they allow themselves to be provisionally right, sharing drafts early with people they trust and treating feedback as information about the idea rather than a verdict on themselves.",
      careerTip:
        "Share work at the sketch stage with a colleague you trust, and label it clearly as a draft. Early feedback costs little, catches flaws sooner and spares you the strain of defending a polished version alone.",
      relationshipTip:
        "When you withdraw to think, tell your partner what is happening and when you will return to the conversation. A simple “I need tonight to sort out my thoughts, can we talk tomorrow?” keeps silence from being read as distance.",
    },
  },
};
