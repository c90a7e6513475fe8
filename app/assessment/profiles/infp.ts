import type { TypeProfileSource } from "../profile-types";

export const infp: TypeProfileSource = {
  code: "INFP",
  name: "The Poet",
  frequency: "4-5%",
  strengths: [
    {
      title: "Compass of Personal Values",
      description:
        "Poets check decisions against a private sense of what is right and hold to it quietly under pressure. They will turn down an easy win that asks them to pretend to be someone they are not.",
    },
    {
      title: "Imagination With Feeling",
      description:
        "They can picture how a story, a design or a plan will feel to the people on the receiving end. That gift shows in writing, art and any work that needs to move people rather than simply inform them.",
    },
    {
      title: "Acceptance Without Judgment",
      description:
        "Many Poets make room for people others overlook or misread. Friends bring them the odd idea or the embarrassing confession because they expect curiosity from a Poet, not correction.",
    },
    {
      title: "Seeing Potential in People",
      description:
        "They notice the good intention behind a clumsy attempt and the talent under someone's self-doubt. A colleague who has been written off may find a Poet is the first to ask what they actually want to do.",
    },
    {
      title: "Quiet Dedication to Craft",
      description:
        "Given work they care about, they will revise a paragraph or a drawing many times until it feels true. The effort is often invisible until the finished piece speaks for itself.",
    },
    {
      title: "Flexible Around Purpose",
      description:
        "When a plan changes, they are often quick to imagine alternatives, especially ones that keep the original purpose intact. They welcome new angles as long as the meaning at the core survives.",
    },
  ],
  challenges: [
    {
      title: "Taking Criticism Personally",
      description:
        "Because their work carries so much of who they are, a note on a draft can feel like a verdict on them. Asking reviewers for specific, practical suggestions helps separate the work from the self.",
    },
    {
      title: "Ideals That Outrun Reality",
      description:
        "They can picture the perfect version so clearly that the real one disappoints, and sometimes they stall before starting. Setting a modest first draft as the goal makes momentum much easier to find.",
    },
    {
      title: "Keeping the Peace Silently",
      description:
        "Poets may stay quiet about a growing frustration to avoid conflict, then feel resentful later. Saying the small thing early, in plain words, usually costs less than the silence does.",
    },
    {
      title: "Practical Tasks Slip",
      description:
        "Bills, forms and routine admin can drift to the bottom of the pile when something meaningful competes for attention. A fixed weekly slot for the dull jobs keeps them from turning urgent.",
    },
    {
      title: "Retreating Into the Mind",
      description:
        "Under stress, they may withdraw into daydreams, music or private writing and leave others unsure what is wrong. A brief message saying they need some time lets people give space without worrying.",
    },
    {
      title: "Reasons Hard to Explain",
      description:
        "Their reasons are felt deeply but can be hard to put into words, so others may read a decision as arbitrary. Writing out the value behind a choice makes it easier to share and defend.",
    },
  ],
  careers: {
    ideal: [
      "Novelist or creative writer",
      "Art or music therapist",
      "Illustrator",
      "Editor",
      "Translator",
      "UX writer",
      "Librarian or archivist",
      "Psychologist",
      "Occupational therapist",
      "Nonprofit communications specialist",
    ],
    environment: [
      "Work that fits their personal values",
      "Freedom to shape their own process",
      "A supportive, low-conflict team",
      "Time alone to create and reflect",
      "Flexible schedules over rigid routines",
    ],
  },
  relationships: {
    strengths: [
      "Accepts a partner as they are",
      "Shows love through thoughtful, personal gestures",
      "Deeply loyal once committed",
      "Curious about a partner's inner world",
      "Encourages dreams others dismiss",
    ],
    compatibleTypes: ["ENFJ", "ENTJ"],
  },
  famousPeople: [
    "William Shakespeare",
    "J. R. R. Tolkien",
    "Virginia Woolf",
    "John Lennon",
    "Vincent van Gogh",
  ],
  coreValues: ["Authenticity", "Compassion", "Creativity", "Individuality", "Harmony"],
  variants: {
    A: {
      tagline: "A gentle idealist who stands calmly by what they believe",
      description:
        "Assertive Poets hold their values with a settled kind of confidence. They still feel things deeply, but a critical comment or a rejected submission is less likely to knock them off course for days. They can share unfinished work, say no to a project that clashes with their principles and keep going after a setback without needing others to agree first. That steadiness lets their imagination reach a wider audience, because they are willing to put it out into the world. The risk is that quiet certainty can make them slow to hear practical objections, especially when a plan is tied to an ideal. INFP-As grow when they treat feedback as information about the work rather than a challenge to their values, and ask others what they might be missing.",
      careerTip:
        "Share drafts earlier than feels natural and ask one reviewer to focus only on practical gaps such as budget, timing or audience. Your conviction will keep the idea alive; their notes will help it survive contact with the real world.",
      relationshipTip:
        "Because you feel secure in your own values, you may assume a partner shares them without asking. Set aside a calm evening to talk through what each of you wants from the coming year, and listen for the differences.",
    },
    T: {
      tagline: "A sensitive idealist who keeps reshaping their work and themselves",
      description:
        "Turbulent Poets feel both the beauty and the weight of their ideals. They often sense the gap between who they are and who they hope to become, and that gap pushes them to keep learning, revising and reaching. Small signs of approval or disapproval register strongly, so a single warm comment can lift a whole week while a careless remark can stall a project. They are often the first to notice when someone in a group feels left out, because they know that feeling well. The risk is a loop of self-doubt that keeps good work hidden in a drawer. INFP-Ts do well with a few trusted readers, deadlines that push them to share, and the reminder that unfinished or imperfect work is not the same as worthless work.",
      careerTip:
        "Set a fixed date to show each piece of work to someone, whatever state it is in. Choose people who give kind, specific feedback, and note one thing that worked before you read what didn't.",
      relationshipTip:
        "When a worry about the relationship starts to grow, write it down and then raise it gently instead of drawing conclusions alone. Your partner can only reassure you about fears they know you have.",
    },
  },
};
