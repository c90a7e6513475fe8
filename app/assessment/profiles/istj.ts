import type { TypeProfileSource } from "../profile-types";

export const istj: TypeProfileSource = {
  code: "ISTJ",
  name: "The Keystone",
  frequency: "7-8%",
  strengths: [
    {
      title: "Keeps Their Word",
      description:
        "When a Keystone says the report will be on your desk Friday, it arrives Friday, often with a note about what they double-checked. Their promises tend to be modest, specific and reliably kept.",
    },
    {
      title: "Catches the Small Errors",
      description:
        "They read the fine print, reconcile the totals and spot the mismatched date in a contract everyone else approved. Their careful review quietly saves their team money, rework and embarrassment.",
    },
    {
      title: "Learns From the Record",
      description:
        "Before a project starts, they pull up old files, past mistakes and notes on what actually worked. Their memory for precedent helps the team avoid repeating errors it has already paid for.",
    },
    {
      title: "Builds Systems That Last",
      description:
        "They write the checklist, label the shelves and document the process so others can follow it. Long after they have moved on, their filing system is often still the one people use.",
    },
    {
      title: "Steady Through Long Tasks",
      description:
        "On repetitive or lengthy work, they keep the same standard at the end as at the start. Month-end closes, inventory counts and compliance checks get done properly rather than rushed.",
    },
    {
      title: "Plain, Honest Feedback",
      description:
        "They tell you what is wrong with a plan in clear terms, without drama or hidden agendas. You may not enjoy hearing it, but you will know exactly where you stand.",
    },
  ],
  challenges: [
    {
      title: "Slow to Trust New Methods",
      description:
        "A proven method feels safer to them than an untested one, so they may push back on a new tool before trying it. A small, time-limited trial gives them the evidence they need to judge fairly.",
    },
    {
      title: "Feelings Left Unspoken",
      description:
        "They show care through actions, such as fixing the leaking faucet or renewing the insurance, and may assume words are unnecessary. The people close to them sometimes need to hear appreciation said out loud.",
    },
    {
      title: "Quick to Judge Shortcuts",
      description:
        "Because they follow the rules themselves, they can be hard on people who cut corners. Asking why someone took a shortcut, before deciding what it says about them, keeps their judgment fair.",
    },
    {
      title: "Carries Too Much Duty",
      description:
        "Once a responsibility is handed to them, they tend to finish it even when it costs their evenings and weekends. Naming their limits early prevents overload and the quiet resentment that follows.",
    },
    {
      title: "Uneasy With Loose Plans",
      description:
        "Vague instructions and last-minute changes unsettle them more than hard work does. Asking for the key detail they need to move forward, rather than waiting for a full plan, helps them adapt faster.",
    },
    {
      title: "Reserved in New Groups",
      description:
        "In unfamiliar company they tend to observe before speaking, which others may misread as coldness. Volunteering for a practical task early on lets people see their warmth and reliability sooner.",
    },
  ],
  careers: {
    ideal: [
      "Auditor",
      "Accountant",
      "Compliance officer",
      "Civil engineer",
      "Actuary",
      "Database administrator",
      "Logistics manager",
      "Quality assurance analyst",
      "Pharmacist",
      "Military officer",
    ],
    environment: [
      "Clear roles and written procedures",
      "Quiet space for focused, detailed work",
      "Deadlines set well in advance",
      "Managers who keep their commitments",
      "Recognition for accuracy and reliability",
    ],
  },
  relationships: {
    strengths: [
      "Shows love through dependable action",
      "Remembers and keeps shared commitments",
      "Calm and steady in a crisis",
      "Honest about what they think",
      "Builds a secure, well-run home",
    ],
    compatibleTypes: ["ESFP", "ESTP"],
  },
  famousPeople: [
    "George Washington",
    "Queen Elizabeth II",
    "Warren Buffett",
    "Natalie Portman",
    "Denzel Washington",
  ],
  coreValues: ["Integrity", "Responsibility", "Accuracy", "Loyalty", "Stability"],
  variants: {
    A: {
      tagline: "Steady, exacting and sure of the method, even when the room disagrees",
      description:
        "Assertive Keystones trust the systems they have built and the judgment they have earned. They take on a heavy workload without much visible strain, and a mistake tends to prompt a fix rather than a sleepless night. Colleagues often see them as the calm center of an office: the person who already knows where the signed contract is filed. Their confidence lets them hold a line under pressure, such as refusing to skip a safety check to meet a deadline. The same confidence can make them slow to hear feedback on their methods, since the old way has served them well. When they pause to ask whether a procedure still fits its purpose, Assertive Keystones combine reliability with a willingness to improve, which makes them very hard to replace.",
      careerTip:
        "Before defending a process you built, ask the newest person on your team what confuses them about it. Write their answers down and fix the clearest weak spot. Your authority grows when people see you update your own system.",
      relationshipTip:
        "Your partner may not need the problem solved; they may need to feel heard first. When they bring you a worry, ask whether they want advice or company before you start listing practical steps.",
    },
    T: {
      tagline: "Careful and conscientious, checking the work again because it matters to them",
      description:
        'Turbulent Keystones bring the same dependability as other Keystones, with an extra layer of self-scrutiny. They review a finished report once more before sending it, and they may replay a small error long after everyone else has forgotten it. This vigilance makes them excellent at spotting risks early: the missing backup, the expiring license, the clause nobody read. It also means stress builds quietly, because they tend to absorb extra duties rather than admit they are stretched. Criticism lands harder for them, even when it is mild and fair. When Turbulent Keystones set a clear standard for "done" and stop there, they keep their high quality without draining their reserves, and they find it easier to accept that a well-kept promise is good enough.',
      careerTip:
        "Agree on a definition of finished with your manager before you start a task, including which checks are required and which are optional. When you meet it, submit the work and note further ideas for later instead of reworking it late at night.",
      relationshipTip:
        "When you feel you have let someone down, tell them directly instead of privately replaying it. A short, specific apology followed by a practical fix usually closes the matter and spares you days of silent worry.",
    },
  },
};
