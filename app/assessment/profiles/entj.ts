import type { TypeProfileSource } from "../profile-types";

export const entj: TypeProfileSource = {
  code: "ENTJ",
  name: "The Navigator",
  frequency: "2-3%",
  strengths: [
    {
      title: "Decisive Direction",
      description:
        "Navigators are comfortable making the call when a group is stuck between options. They weigh the evidence quickly, choose a course and explain it clearly enough that others can act on it the same day.",
    },
    {
      title: "Turning Goals Into Plans",
      description:
        "They translate a broad ambition into milestones, owners and deadlines. A vague idea raised on Monday often becomes a shared plan with named responsibilities by the end of the week.",
    },
    {
      title: "Steady Leadership Under Pressure",
      description:
        "In a crisis or a new venture, Navigators tend to step forward and take responsibility for the outcome. People follow them because they set a clear direction and hold themselves to it first.",
    },
    {
      title: "Strategic Ambition",
      description:
        "They set goals that stretch a team and think several moves ahead about how to reach them. Navigators look for leverage, such as the hire, partnership or process change that will move everything else.",
    },
    {
      title: "Direct Communication",
      description:
        "They say what they mean and expect the same in return. Colleagues rarely have to guess where a project stands or what a Navigator thinks of it, which saves everyone time.",
    },
    {
      title: "Drive to Fix Systems",
      description:
        "Navigators enjoy repairing structures that waste time or money. Once they see a better design for a hiring process or a reporting line, they push the change through and check that it holds.",
    },
  ],
  challenges: [
    {
      title: "Overriding Quieter Voices",
      description:
        "Their speed and certainty can leave less assertive colleagues feeling there is no room to disagree. Asking for objections before announcing a decision, and waiting through the silence, brings out information they would otherwise miss.",
    },
    {
      title: "Impatience With Slower Pace",
      description:
        "Navigators may read hesitation as a lack of commitment when the other person is simply thinking it through. Agreeing on a decision date, rather than pressing for an answer now, respects different working speeds.",
    },
    {
      title: "Work Crowding Out Life",
      description:
        "Because progress energizes them, Navigators may let work spill into evenings, weekends and holidays. Scheduling rest with the same seriousness as a client meeting protects their health and their relationships.",
    },
    {
      title: "Bluntness That Stings",
      description:
        "Feedback they intend as efficient can land as harsh. Leading with what is working, and separating the person from the problem, lets their honesty do its job without costing trust.",
    },
    {
      title: "Missing the Team’s Mood",
      description:
        "They may focus so firmly on the outcome that they overlook a morale problem building beneath it. Checking in on how the team is doing, not only what it is doing, prevents quiet resentment.",
    },
    {
      title: "Hiding Uncertainty",
      description:
        "Navigators may feel that a leader should have the answer, and so project more certainty than they have. Saying “I’m not sure yet, here is how we will find out” often earns more trust, not less.",
    },
  ],
  careers: {
    ideal: [
      "Startup founder",
      "Management consultant",
      "Chief operating officer",
      "Corporate lawyer",
      "Investment banker",
      "Operations director",
      "Venture capitalist",
      "Program manager",
      "Hospital administrator",
      "Political campaign manager",
    ],
    environment: [
      "Clear authority to make decisions",
      "Ambitious goals with measurable results",
      "Capable colleagues who move quickly",
      "Advancement tied to performance",
      "Room to restructure what is not working",
    ],
  },
  relationships: {
    strengths: [
      "Reliable follow-through on promises",
      "Enthusiasm for shared goals",
      "Straight talk about problems",
      "Generous investment in a partner’s growth",
      "Steady presence in a crisis",
    ],
    compatibleTypes: ["INTP", "INFP"],
  },
  famousPeople: [
    "Napoleon Bonaparte",
    "Margaret Thatcher",
    "Steve Jobs",
    "Franklin D. Roosevelt",
    "Gordon Ramsay",
  ],
  coreValues: ["Achievement", "Efficiency", "Accountability", "Progress", "Decisiveness"],
  variants: {
    A: {
      tagline: "A confident leader who sets the course and holds it when the weather turns",
      description:
        "Assertive Navigators lead with a settled confidence that others find reassuring. They make decisions without lengthy second-guessing, absorb setbacks as part of the job and keep the group pointed at the goal when plans go sideways. Criticism tends to slide off unless it comes with evidence, which helps them hold steady through unpopular but necessary changes. The risk is that confidence outruns information. An Assertive Navigator may push a plan past the point where the data has turned, or treat a dissenting voice as resistance rather than a warning. Their best leadership combines that steady hand with built-in humility: scheduling reviews where the plan is expected to change, and rewarding the people who bring them bad news early.",
      careerTip:
        "Add a standing item to project reviews where team members name the biggest risk they see. Thank whoever raises a real problem in front of the group, so your confidence becomes a reason for candor rather than silence.",
      relationshipTip:
        "At home, resist running decisions like a meeting. When your partner brings up a plan, ask what they want from it before suggesting a better version, and let some choices be theirs without your edits.",
    },
    T: {
      tagline: "A driven leader who keeps raising the bar, most of all for themselves",
      description:
        "Turbulent Navigators share the type’s drive and decisiveness, but their ambition is fueled as much by a fear of falling short as by the pull of the goal. They set high targets, notice every gap between the plan and the result, and push hard to close it. This makes them relentless improvers who rarely coast on past success. It can also make them hard on themselves and, by extension, on others, reading a missed target as a personal failure. Stress may show up as micromanagement or long nights at the desk. Turbulent Navigators thrive when they measure progress as carefully as shortfalls, delegate with real trust and recognize that a sustainable pace is part of the strategy, not a concession.",
      careerTip:
        "At the end of each week, write down what moved forward before listing what fell behind. Reviewing real progress keeps your standards high without letting every shortfall feel like a verdict on your ability to lead.",
      relationshipTip:
        "When work stress follows you home, name it rather than letting it leak out as criticism of small things. Telling your partner “It’s been a hard week and I’m short on patience” gives them context and keeps the tension contained.",
    },
  },
};
