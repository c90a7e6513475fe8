import type { TypeProfileSource } from "../profile-types";

export const estj: TypeProfileSource = {
  code: "ESTJ",
  name: "The Organizer",
  frequency: "6-8%",
  strengths: [
    {
      title: "Turns Plans Into Action",
      description:
        "They leave a meeting with owners, deadlines and a follow-up date already in their calendar. Ideas that would have stayed on a whiteboard get assigned, tracked and finished.",
    },
    {
      title: "Takes Charge in Confusion",
      description:
        "When a project stalls or an event goes sideways, they step forward, sort out who does what and get people moving. Others are often relieved that someone has finally made a decision.",
    },
    {
      title: "Clear About Expectations",
      description:
        "They say exactly what they need, by when and to what standard. Team members seldom have to guess what success looks like, which removes a great deal of wasted effort.",
    },
    {
      title: "Sees Commitments Through",
      description:
        "Once they agree to lead something, they carry it to the end, even when it becomes dull or difficult. Their follow-through sets a standard that others on the team tend to match.",
    },
    {
      title: "Cuts Wasted Effort",
      description:
        "They spot duplicated work and unnecessary steps, then fix them with a shared checklist or a clearer process. Under their watch, meetings end on time and supplies arrive before they run out.",
    },
    {
      title: "Stands Up for Their Team",
      description:
        "They push for the people who do the work to get fair pay, proper tools and due credit. Their loyalty to the group shows up as practical backing rather than speeches.",
    },
  ],
  challenges: [
    {
      title: "Quick to Overrule Others",
      description:
        "Their speed in deciding can leave quieter colleagues feeling unheard. Inviting each person's view before announcing a plan surfaces information they might otherwise miss and builds genuine buy-in.",
    },
    {
      title: "Impatient With Disorder",
      description:
        "Delays, vague answers and disorganized colleagues frustrate them, and the frustration may show in a sharp tone. Asking what is causing a slowdown, before reacting, often reveals a fixable problem.",
    },
    {
      title: "Skeptical of the Untested",
      description:
        "They trust methods with a track record and may dismiss a new idea before it has a fair hearing. A short pilot with clear measures lets them judge it on evidence instead of habit.",
    },
    {
      title: "Sets Feelings Aside Quickly",
      description:
        "In a busy stretch, they may treat emotions as a distraction from the work. Acknowledging how a decision lands on people, even briefly, makes their direction easier to follow.",
    },
    {
      title: "Struggles to Switch Off",
      description:
        "Rest can feel like unfinished business, so they check email on vacation and plan weekends like projects. Protecting some unscheduled time helps them return sharper and less irritable.",
    },
    {
      title: "Attached to Rank and Channels",
      description:
        "They respect hierarchy and proper process, and may bristle when someone goes around them or questions established roles. Recognizing that good ideas come from every level keeps their teams open and motivated.",
    },
  ],
  careers: {
    ideal: [
      "Operations manager",
      "Project manager",
      "Construction manager",
      "Financial manager",
      "School principal",
      "Hospital administrator",
      "Military officer",
      "Retail store manager",
      "Police officer",
      "Judge",
    ],
    environment: [
      "A clear chain of responsibility",
      "Measurable goals and firm deadlines",
      "Authority to make decisions",
      "Colleagues who follow through",
      "Well-defined rules applied fairly",
    ],
  },
  relationships: {
    strengths: [
      "Reliable and true to their word",
      "Plans a shared life with care",
      "Direct about problems and needs",
      "Stands up for family and friends",
      "Shows love by getting things done",
    ],
    compatibleTypes: ["ISTP", "ISFP"],
  },
  famousPeople: [
    "John D. Rockefeller",
    "Henry Ford",
    "Vince Lombardi",
    "Lyndon B. Johnson",
    "Judith Sheindlin",
  ],
  coreValues: ["Responsibility", "Order", "Fairness", "Hard work", "Loyalty"],
  variants: {
    A: {
      tagline: "Decisive and self-assured, ready to take the lead and keep things moving",
      description:
        "Assertive Organizers step into leadership as if the role had been waiting for them. They make decisions quickly, accept the consequences and move on without much second-guessing. A missed target prompts a new plan by the next morning rather than a long post-mortem. Teams often find this steadiness reassuring, especially in a crisis when somebody needs to assign roles and set a timeline. The risk sits in the same place as the strength: sure of the plan, they may wave away concerns that deserved a closer look, or mistake quiet agreement for real support. At their best, Assertive Organizers pair their confidence with genuine questions, asking what could go wrong before it does. That habit turns a capable manager into a leader people trust with bad news.",
      careerTip:
        "At your next planning meeting, ask someone to make the strongest case against the proposal before you decide. Record their points and respond to each. Your decisions stay fast, and they gain a layer of tested judgment.",
      relationshipTip:
        "At home, resist running the household like a project. Ask your partner or family which decisions they would like to own, then let them handle those choices their way, even when you would do it differently.",
    },
    T: {
      tagline: "Driven and exacting, holding themselves to the highest standard first",
      description:
        "Turbulent Organizers hold themselves to the same high standards they set for their teams, often higher. They lead with energy and precision, yet they tend to replay decisions afterward, wondering whether a firmer or gentler approach would have worked better. This self-examination makes them responsive managers who adjust when a plan is not working and who take feedback seriously. It can also tip into overwork: they may stay late fixing a report they already delegated, or tighten control when they sense a project slipping. Stress may show as irritability before they notice it themselves. Turbulent Organizers do their best work when they trust the systems they build, delegate fully and judge their performance by results across a whole project rather than by every single moment.",
      careerTip:
        "When you delegate a task, agree on checkpoints in advance and stay out of the work between them. This limits the urge to step in and redo things, and it shows your team that you trust them.",
      relationshipTip:
        "When work stress is high, tell the people at home plainly, for example, \"I'm tense about a deadline, and it isn't about you.\" Naming it keeps a short temper from being misread and invites support instead of distance.",
    },
  },
};
