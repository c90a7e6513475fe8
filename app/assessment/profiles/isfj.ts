import type { TypeProfileSource } from "../profile-types";

export const isfj: TypeProfileSource = {
  code: "ISFJ",
  name: "The Caretaker",
  frequency: "7-8%",
  strengths: [
    {
      title: "Remembers What Matters to You",
      description:
        "They notice that a colleague takes tea without sugar or that a friend's mother had surgery last week, and they follow up. People feel known around them without having to explain themselves.",
    },
    {
      title: "Quiet, Practical Help",
      description:
        "Instead of offering vague support, they show up with a meal, cover a shift or fill in the form you have been dreading. Their help is specific and often arrives before anyone asks.",
    },
    {
      title: "Keeps Routines Running",
      description:
        "They maintain the routines others take for granted, such as restocking supplies, sending reminders and updating the shared calendar. When they take a week off, people suddenly notice how much they did.",
    },
    {
      title: "Careful With the Details",
      description:
        "They handle exacting, repetitive work, such as patient records or payroll entries, with steady attention. Their accuracy comes from thinking about the real person affected if something goes wrong.",
    },
    {
      title: "Loyal Through Hard Times",
      description:
        "When a friend or employer is struggling, they tend to stay and keep helping rather than look for an exit. Their commitment deepens with time and shared history.",
    },
    {
      title: "Notices Who Feels Left Out",
      description:
        "They pick up small signs of discomfort, like a guest stranded at the edge of a conversation, and quietly adjust. Much of their care works in the background, where the people helped may not even notice it.",
    },
  ],
  challenges: [
    {
      title: "Says Yes Too Often",
      description:
        "Their wish to help makes refusing requests hard, so their own tasks slide into evenings and weekends. A ready reply that asks for time to check their schedule lets them decide honestly.",
    },
    {
      title: "Keeps Hurts to Themselves",
      description:
        "Rather than raise a grievance, they may absorb it and hope it passes, until small resentments surface all at once. Naming a concern while it is still minor keeps their relationships healthier.",
    },
    {
      title: "Hears Feedback as Judgment",
      description:
        "Because their work is an expression of care, feedback on a task can feel like a verdict on their character. Asking for specific examples helps them separate the work from their worth.",
    },
    {
      title: "Unsettled by Sudden Change",
      description:
        "A new system or reorganization can feel like the loss of routines they built for other people's benefit. Learning the reason behind a change, and their own part in it, helps them adapt.",
    },
    {
      title: "Downplays Their Own Work",
      description:
        "They tend to credit the team and understate their own contribution, so their effort can go unrecognized at review time. Keeping a simple record of what they handled makes their work visible.",
    },
    {
      title: "Puts Their Needs Last",
      description:
        "They notice everyone's needs except their own and may skip rest until they are exhausted. Scheduling time for themselves as firmly as they schedule help for others keeps their care sustainable.",
    },
  ],
  careers: {
    ideal: [
      "Registered nurse",
      "Veterinary technician",
      "Librarian",
      "Elementary school educator",
      "Social worker",
      "Dental hygienist",
      "Medical records specialist",
      "Physical therapist",
      "Office manager",
      "Bookkeeper",
    ],
    environment: [
      "A stable team with long-standing relationships",
      "Clear procedures and expectations",
      "Work that visibly helps real people",
      "A calm, considerate atmosphere",
      "Sincere, specific appreciation",
    ],
  },
  relationships: {
    strengths: [
      "Remembers the details of your life",
      "Shows care through everyday acts",
      "Deeply loyal and committed",
      "Creates a warm, comfortable home",
      "Patient listener in hard times",
    ],
    compatibleTypes: ["ESFP", "ESTP"],
  },
  famousPeople: [
    "Mother Teresa",
    "Rosa Parks",
    "Beyoncé",
    "Catherine, Princess of Wales",
    "Vin Diesel",
  ],
  coreValues: ["Kindness", "Loyalty", "Security", "Duty", "Tradition"],
  variants: {
    A: {
      tagline: "Warm and dependable, with a calm confidence in the care they give",
      description:
        "Assertive Caretakers give generously without losing their footing. They may run a family gathering, cover for a sick colleague and still feel settled at the end of the day, because they trust that their effort was enough. A thank-you matters to them, but they do not depend on it to feel sure of their worth. This steadiness makes them a calming presence in hospitals, classrooms and busy households. They find it somewhat easier to say no when a request crosses a line, and they recover from conflict fairly quickly. Their risk is assuming they know what others need without asking, or brushing aside a complaint because they feel sure they did their best. When they check in before helping, Assertive Caretakers offer care that fits the person in front of them.",
      careerTip:
        "Your steadiness makes you a natural choice to train new staff. Offer to write or update the onboarding guide for your role, and ask a recent hire to review it so your assumptions match what newcomers actually find hard.",
      relationshipTip:
        "Before stepping in to help, ask a simple question about what would be most useful right now. Loved ones sometimes want to handle a problem themselves, and asking first shows you respect their independence as well as their needs.",
    },
    T: {
      tagline: "Devoted and observant, alert to needs that others overlook",
      description:
        "Turbulent Caretakers feel other people's needs keenly and their own shortcomings even more. They notice a friend's change in tone over text and may lie awake wondering whether they caused it. This sensitivity makes them remarkably attentive: they anticipate problems, prepare backups and check on people who have gone quiet. It also leaves them prone to overcommitting, since saying no can feel like failing someone. Praise often slides off them, while a single critical remark can stay for days. At their best, Turbulent Caretakers treat their alertness as information rather than a verdict, asking what someone needs instead of assuming the worst. With clear limits and people who say thank you plainly, they give care that is both deep and sustainable.",
      careerTip:
        "Keep a short weekly list of tasks you completed and thanks you received, and bring it to reviews. It counters the habit of remembering only mistakes and gives your manager concrete evidence of the value you add.",
      relationshipTip:
        "When you start to worry that someone is upset with you, ask them directly and calmly instead of guessing. The answer is often simpler than you feared, and asking builds trust on both sides.",
    },
  },
};
