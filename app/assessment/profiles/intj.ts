import type { TypeProfileSource } from "../profile-types";

export const intj: TypeProfileSource = {
  code: "INTJ",
  name: "The Cartographer",
  frequency: "2-3%",
  strengths: [
    {
      title: "Long-Range Planning",
      description:
        "Cartographers tend to picture where a project should be a year from now and work backward from there. They often have the route mapped before others have agreed on a starting point.",
    },
    {
      title: "Independent Judgment",
      description:
        "They form conclusions from evidence rather than consensus and will hold a well-reasoned position in a room that disagrees. A popular opinion has to earn their agreement the same way an unpopular one does.",
    },
    {
      title: "Systems Thinking",
      description:
        "Cartographers notice how the parts of an organization, a codebase or an argument depend on one another. They are often the person who finds the single bottleneck behind many separate complaints.",
    },
    {
      title: "Focused Self-Direction",
      description:
        "Given a clear goal, they set their own deadlines, teach themselves whatever they are missing and keep going without supervision. A stack of library books or an online course is a typical first move.",
    },
    {
      title: "Candid Assessment",
      description:
        "They say plainly when a plan has a flaw, and they usually bring the reasoning to back it up. Colleagues learn that a Cartographer’s approval means something because it is not handed out by default.",
    },
    {
      title: "Continuous Refinement",
      description:
        "Cartographers treat their own methods as drafts. They revise a workflow, a budget spreadsheet or a personal routine whenever they find a cleaner way to do it, and they keep the improvements.",
    },
  ],
  challenges: [
    {
      title: "Impatience With Inefficiency",
      description:
        "When a meeting circles without reaching a decision, Cartographers may tune out or quietly take over. Naming the specific cost of the delay, rather than showing frustration, tends to win more cooperation.",
    },
    {
      title: "Treating Feelings as Noise",
      description:
        "They may set emotional reactions aside as irrelevant to the real problem, which leaves others feeling unheard. How a decision will land with the people affected is part of the data, not a detour from it.",
    },
    {
      title: "Reluctance to Delegate",
      description:
        "Because they have already pictured the finished result, handing work to others can feel slower than doing it themselves. Writing down the goal and the standard, then stepping back, builds a team they can rely on.",
    },
    {
      title: "Plans That Outrun Reality",
      description:
        "A detailed plan can become something they defend rather than test. Scheduling regular checkpoints to ask what has changed since the plan was written keeps the map matched to the territory.",
    },
    {
      title: "Reserved With New People",
      description:
        "Cartographers may seem aloof at first because they skip small talk and speak up only when they have something to add. A little visible warmth early on, such as a question about the other person, goes a long way.",
    },
    {
      title: "Exacting Standards for Others",
      description:
        "They often expect others to meet the bar they set for themselves and may read a missed detail as a lack of care. Stating expectations clearly at the start prevents quiet disappointment later.",
    },
  ],
  careers: {
    ideal: [
      "Strategy consultant",
      "Software engineer",
      "Research scientist",
      "Data scientist",
      "Urban planner",
      "Investment analyst",
      "Patent attorney",
      "Systems engineer",
      "Epidemiologist",
      "Operations research analyst",
    ],
    environment: [
      "Clear goals with freedom over the method",
      "Long stretches of uninterrupted focus",
      "Colleagues who value competence over politics",
      "Room to redesign processes that are not working",
      "Decisions based on evidence rather than seniority",
    ],
  },
  relationships: {
    strengths: [
      "Loyalty shown through steady action",
      "Honest feedback offered in good faith",
      "Practical help with long-term plans",
      "Respect for a partner’s independence",
      "Conversations that go somewhere deep",
    ],
    compatibleTypes: ["ENFP", "ENTP"],
  },
  famousPeople: [
    "Isaac Newton",
    "Jane Austen",
    "Friedrich Nietzsche",
    "Nikola Tesla",
    "Christopher Nolan",
  ],
  coreValues: ["Competence", "Independence", "Truth", "Long-term vision", "Self-improvement"],
  variants: {
    A: {
      tagline: "A steady planner who trusts the map and redraws it without fuss",
      description:
        "Assertive Cartographers approach the world with a quiet confidence in their own reasoning. They build a plan, commit to it and move forward without needing others to approve every step. When a project stumbles, they tend to study what went wrong, adjust the route and carry on with little visible strain. Criticism rarely shakes them, which lets them make unpopular calls and stay with long projects through slow stretches. The same calm can become a blind spot. Because their plans usually work, they may wave away a concern that deserved a closer look, or assume others share their certainty. At their best, Assertive Cartographers pair self-trust with deliberate curiosity about what they might have missed, inviting challenge before a decision is final rather than after it has failed.",
      careerTip:
        "Before you lock in a major plan, ask a colleague whose judgment you respect to argue the opposite case. Write down any point you have no ready answer for, and resolve it before you commit resources.",
      relationshipTip:
        "Your partner may not voice doubts as directly as you do. Make a habit of asking an open question such as “What’s been on your mind that we haven’t talked about?” and listen without offering a fix.",
    },
    T: {
      tagline: "A meticulous planner who keeps checking the map for what might be missing",
      description:
        "Turbulent Cartographers hold themselves to the same exacting standards as any Cartographer, but they turn much of that scrutiny inward. They revisit finished work, test their plans against every failure they can imagine and notice weak points that others miss. This vigilance makes them thorough and hard to catch off guard. It also makes them restless: a project rarely feels good enough to stop improving, and a sharp piece of feedback can replay in their mind for days. They are often more affected by criticism than they let on, and they use it to get better. The risk is exhaustion, or a plan that stays in draft because it could still be refined. Turbulent Cartographers do their best work when they set a clear finish line and treat good enough as a real standard.",
      careerTip:
        "Set a definition of done for each project before you start, such as the questions it must answer or the tests it must pass. When you reach it, ship the work and log further ideas for a later version.",
      relationshipTip:
        "When a partner’s offhand comment stings, say so early and plainly rather than analyzing it alone. A calm “I think that landed harder than you meant” often clears up in minutes what could otherwise stew for a week.",
    },
  },
};
