import type { TypeProfileSource } from "../profile-types";

export const esfp: TypeProfileSource = {
  code: "ESFP",
  name: "The Celebrant",
  frequency: "5-7%",
  strengths: [
    {
      title: "Makes Moments Memorable",
      description:
        "ESFPs notice the small things that turn an ordinary evening into a good one: the right song, an extra chair pulled up, a spontaneous toast. People remember how a gathering felt when a Celebrant was there.",
    },
    {
      title: "Brings Everyone In",
      description:
        "They pull newcomers into conversations and make sure nobody is left at the edge of the room. Celebrants often know the names of the barista, the new hire and the neighbor's dog.",
    },
    {
      title: "Generous in Practical Ways",
      description:
        "When a friend is struggling, they show up with food, a ride or an afternoon of help rather than a lecture. Their care is visible, immediate and easy to accept.",
    },
    {
      title: "Senses Shifts in Mood",
      description:
        "They notice quickly when the energy in a room drops or someone is uncomfortable, and they change the tone with a joke, a question or a new plan before the moment sours.",
    },
    {
      title: "Learns by Doing",
      description:
        "Celebrants pick up skills fastest through direct experience: trying, watching someone else, then trying again. They bring real enthusiasm to hands-on training, demonstrations and work alongside people.",
    },
    {
      title: "Bounces Back From Bad Days",
      description:
        "Setbacks rarely keep them down for long. They look for what can still be enjoyed or rescued from a rough day, and that outlook often steadies the people around them.",
    },
  ],
  challenges: [
    {
      title: "Postpones Hard Conversations",
      description:
        "Because they value a good atmosphere, they may put off difficult talks about money, health or conflict. Scheduling the conversation in a relaxed setting makes it easier to face without spoiling the day.",
    },
    {
      title: "Today Outweighs Tomorrow",
      description:
        "Future goals can feel less real than tonight's invitation. Celebrants may overspend or leave deadlines late, so automatic systems, like a standing savings transfer, protect the future without draining the fun from the present.",
    },
    {
      title: "Drained by Solitary Routine",
      description:
        "Repetitive tasks done alone can sap their energy quickly. Pairing routine work with company, music or a small reward helps them finish what needs to be done.",
    },
    {
      title: "Stung by Public Criticism",
      description:
        "Beneath the easy warmth, negative feedback can hit hard, especially in front of others. Asking for feedback privately and in specific terms helps them hear it as information rather than rejection.",
    },
    {
      title: "Pulled by New Invitations",
      description:
        "A more exciting offer can draw them away from an existing plan. Pausing before saying yes, and checking what that yes would displace, keeps friends and colleagues able to count on them.",
    },
    {
      title: "Skims Past Abstract Issues",
      description:
        "Theory and distant implications may seem less pressing than what is happening now. Linking a big-picture issue to a specific person or outcome helps them engage with it fully.",
    },
  ],
  careers: {
    ideal: [
      "Event planner",
      "Early childhood educator",
      "Tour guide",
      "Actor",
      "Fitness instructor",
      "Hospitality manager",
      "Pediatric nurse",
      "Flight attendant",
      "Public relations specialist",
      "Fashion stylist",
    ],
    environment: [
      "A lively, social workplace",
      "Variety from day to day",
      "Direct contact with people",
      "Hands-on tasks with quick results",
      "A friendly, appreciative team",
    ],
  },
  relationships: {
    strengths: [
      "Fills shared time with fun and warmth",
      "Shows affection openly",
      "Turns ordinary days into occasions",
      "Generous with time and attention",
      "Quick to forgive and move on",
    ],
    compatibleTypes: ["ISTJ", "ISFJ"],
  },
  famousPeople: ["Elvis Presley", "Marilyn Monroe", "Elton John", "Jamie Oliver", "Magic Johnson"],
  coreValues: ["Joy", "Connection", "Generosity", "Spontaneity", "Self-expression"],
  variants: {
    A: {
      tagline: "Brings the warmth and the energy, and trusts that things will work out",
      description:
        "Assertive Celebrants are comfortable in their own skin and in a crowd. They join conversations easily, speak up without much worry about how they will be judged, and shake off an awkward moment before the night is over. Their optimism is sturdy: when a plan falls through, they are already suggesting the next one. This confidence makes them natural hosts and steady presences in work that faces the public. The risk lies in moving so quickly past problems that some stay unsolved. Assertive ESFPs may assume a friend is fine because the mood seems good, or wave off a warning about money or health. They do best when they set aside time, away from the fun, to look honestly at the things their ease lets them skip.",
      careerTip:
        "Your ease with people is an asset; back it with a visible record. After each project or event, note what went well and what did not, and bring those notes to reviews so your results are as clear as your energy.",
      relationshipTip:
        "A cheerful mood in the room does not mean everyone is fine. Every so often, ask your partner a direct question about how things are between you, and give them space to answer before you lighten the mood.",
    },
    T: {
      tagline: "Big-hearted and lively, with a keen ear for how others see them",
      description:
        "Turbulent Celebrants bring the same warmth and sociability, with more attention turned to how they are received. They notice a friend's lukewarm reply or a manager's pause and may replay it for hours. That sensitivity makes them especially attentive hosts and friends, quick to check that everyone feels welcome. It also means they work hard to keep people happy, sometimes at their own expense. Under stress they may fill the calendar to avoid sitting with a worry, or spend money to lift their mood. Turbulent ESFPs do well when they have a few people who know them beyond the fun side, and when they learn to treat a quiet evening as a way to recover rather than a sign that something is wrong.",
      careerTip:
        "When feedback stings, ask for a concrete example and a specific suggestion before you react. Turning a vague comment into a clear next step helps you improve without carrying the criticism around all week.",
      relationshipTip:
        "Tell your partner plainly when you need reassurance, instead of hinting through extra plans or busyness. A simple \"I'm feeling unsure today, and I'd love a quiet night in\" gives them a way to help and spares you both the guessing.",
    },
  },
};
