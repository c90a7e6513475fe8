import type { TypeProfileSource } from "../profile-types";

export const enfj: TypeProfileSource = {
  code: "ENFJ",
  name: "The Mentor",
  frequency: "2-3%",
  strengths: [
    {
      title: "Drawing Out Potential",
      description:
        "Mentors spot what someone could become, say so specifically and then suggest a next step. Many people can point to a Mentor who first told them to apply, speak up or take the harder course.",
    },
    {
      title: "Bringing People Together",
      description:
        "They notice who is standing at the edge of a group and draw them in, often by introducing them to exactly the right person. Teams they lead tend to learn each other's strengths within days.",
    },
    {
      title: "Warm, Persuasive Communication",
      description:
        "They explain ideas in terms of what matters to the listener, which makes their proposals easy to support. In a tense meeting they often find the sentence that lets both sides agree on something.",
    },
    {
      title: "Organizing Around a Purpose",
      description:
        "Mentors turn shared values into plans with dates and roles. They are often the one who sets up the volunteer rota, sends the reminder and makes sure everyone knows why the work matters.",
    },
    {
      title: "Reading Group Dynamics",
      description:
        "They sense when a discussion has stalled or someone has quietly been hurt, and they adjust the pace or the topic. That feel for the room makes them effective facilitators, hosts and chairs.",
    },
    {
      title: "Personal Follow-Through",
      description:
        "When they promise help, they tend to deliver it, often with a personal touch such as a handwritten note or a call a week later to ask how things went.",
    },
  ],
  challenges: [
    {
      title: "Overextending for Others",
      description:
        "Mentors find it hard to say no when someone needs them, and their calendar quickly fills with favors. Reserving regular time that belongs to no one else keeps their generosity sustainable.",
    },
    {
      title: "Fixing Before Being Asked",
      description:
        'They may start solving a friend\'s problem before the friend has asked for help. A quick "Do you want ideas, or just someone to listen?" lets the other person set the direction.',
    },
    {
      title: "Sensitive to Disapproval",
      description:
        "Because they care so much about group harmony, criticism or a cool response can unsettle them more than they show. Reminding themselves that disagreement is not rejection helps them stay steady.",
    },
    {
      title: "Idealizing the People Close",
      description:
        "They can see someone's potential so clearly that they overlook present limits, then feel let down. Checking their hopes against what the person actually wants prevents disappointment on both sides.",
    },
    {
      title: "Their Own Needs Last",
      description:
        "Busy looking after everyone else, they can reach exhaustion before they notice it. A short weekly check on sleep, rest and their own goals gives their needs a place on the agenda.",
    },
    {
      title: "Steering Too Firmly",
      description:
        "Their confidence about what would help can come across as managing people rather than supporting them. Offering a few options instead of a single plan lets others own their choices.",
    },
  ],
  careers: {
    ideal: [
      "Secondary school educator",
      "Leadership coach",
      "Training and development manager",
      "Nonprofit director",
      "Human resources director",
      "Community organizer",
      "School principal",
      "Public relations manager",
      "Psychologist",
      "Fundraising director",
    ],
    environment: [
      "Collaborative teams with shared goals",
      "A clear mission that helps people grow",
      "Regular face-to-face contact",
      "Room to lead and organize",
      "Appreciation expressed openly",
    ],
  },
  relationships: {
    strengths: [
      "Shows love through active support",
      "Remembers the details of a partner's life",
      "Plans meaningful shared experiences",
      "Talks through conflict rather than letting it fester",
      "Celebrates a partner's growth",
    ],
    compatibleTypes: ["INFP", "ISFP"],
  },
  famousPeople: [
    "Oprah Winfrey",
    "Barack Obama",
    "Maya Angelou",
    "Jennifer Lawrence",
    "Matthew McConaughey",
  ],
  coreValues: ["Connection", "Growth", "Harmony", "Service", "Community"],
  variants: {
    A: {
      tagline: "A confident guide who rallies people around what matters",
      description:
        "Assertive Mentors lead with an easy warmth that others find reassuring. They walk into a room, learn who is who and start connecting people to each other and to a shared goal, without much worry about whether they are the right person for the job. When plans go wrong, they regroup quickly and keep spirits up. That resilience makes them natural organizers of teams, classes and communities. The risk is that their confidence in what is good for people can outpace what those people actually want, and they may move past a quiet objection without noticing it. ENFJ-As are at their best when they ask more questions than they answer, invite dissent openly and check that the group's direction is truly shared rather than simply accepted.",
      careerTip:
        "In your next planning meeting, hold back your own proposal until everyone else has spoken. Note any objection you would normally smooth over and follow it up in private. You will lead with the same energy and a stronger mandate.",
      relationshipTip:
        "Before offering a plan to fix something in a loved one's life, ask what kind of help they want. Sometimes the most supportive move is to stay beside them while they work it out in their own way.",
    },
    T: {
      tagline: "An attentive guide who works hard to do right by everyone",
      description:
        "Turbulent Mentors care intensely about the people they support and feel personally responsible for how things turn out. They notice when a colleague seems distant and wonder whether they caused it. That vigilance makes them thorough: they prepare carefully, check in often and adjust quickly when someone is struggling. Their drive to improve shows in how readily they ask for feedback and how seriously they take it. The risk is that they measure themselves by everyone's happiness, a standard no one could meet, and they may give until they are depleted. ENFJ-Ts do well when they separate what is theirs to fix from what belongs to others, protect time to recover, and let the people they help see that they, too, are still learning.",
      careerTip:
        "Keep a short list of the outcomes you actually control in each project, and judge your week against that list rather than against how everyone feels. It protects your energy without lowering your standards.",
      relationshipTip:
        "When a loved one seems upset, ask before assuming it is about you. And when you are running low, say so plainly; the people you care for often want the chance to support you in return.",
    },
  },
};
