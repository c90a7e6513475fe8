import type { TypeProfileSource } from "../profile-types";

export const esfj: TypeProfileSource = {
  code: "ESFJ",
  name: "The Host",
  frequency: "7-8%",
  strengths: [
    {
      title: "Makes People Feel Welcome",
      description:
        "They introduce the new colleague to everyone, remember names and make sure nobody eats lunch alone. Groups tend to become friendlier and more connected once a Host joins.",
    },
    {
      title: "Brings People Together",
      description:
        "Birthdays, farewells and team dinners happen because they book the room, collect the money and send the reminders. They turn good intentions into gatherings people actually attend.",
    },
    {
      title: "Tuned to the Group's Mood",
      description:
        "They sense tension in a meeting early and step in with a break, a light remark or a question that lets everyone reset. Their attention to mood keeps teams working well together.",
    },
    {
      title: "Follows Through for Others",
      description:
        "When they promise to call the plumber or chase a late reimbursement, they do it promptly. People learn that a request left with a Host will be handled.",
    },
    {
      title: "Generous in Practical Ways",
      description:
        "They offer help in concrete forms: a ride to the airport, a spare phone charger, a casserole after a hard week. Their kindness is organized as well as heartfelt.",
    },
    {
      title: "Keeps Shared Customs Alive",
      description:
        "They value good manners, fairness and the customs that hold a community together. When they remind people of commitments, they do it in a way that keeps everyone included rather than shamed.",
    },
  ],
  challenges: [
    {
      title: "Needs to Feel Appreciated",
      description:
        "They give a great deal and may feel hurt when their effort goes unacknowledged. Telling people directly what kind of recognition matters to them works better than waiting to be noticed.",
    },
    {
      title: "Delays Necessary Conflict",
      description:
        "Keeping the peace matters so much to them that they may put off a hard conversation until the problem has grown. Raising issues early, in private and with a proposed fix, preserves harmony in the long run.",
    },
    {
      title: "Stung by Cool Responses",
      description:
        "A curt reply or a critical comment can stay with them for days and make them second-guess their choices. Checking what the other person actually meant usually shrinks the worry.",
    },
    {
      title: "Attached to the Usual Way",
      description:
        "They value familiar traditions and may resist changes that seem to disrupt them, even helpful ones. Focusing on how a change will benefit the people involved makes it easier for them to accept.",
    },
    {
      title: "Overextends for Others",
      description:
        "They take on hosting, organizing and helping until their own needs are squeezed out. Handing tasks to willing volunteers keeps their energy for the parts they enjoy most.",
    },
    {
      title: "Concerned With Appearances",
      description:
        "They care how the house, the event or the team looks to outsiders, which can add pressure for everyone involved. Asking whether a detail matters to the guests or only to them helps set priorities.",
    },
  ],
  careers: {
    ideal: [
      "Event planner",
      "Human resources manager",
      "Registered nurse",
      "Elementary school educator",
      "Hospitality manager",
      "Volunteer coordinator",
      "Customer success manager",
      "Medical office manager",
      "Public relations specialist",
      "Fundraising coordinator",
    ],
    environment: [
      "A friendly, cooperative team culture",
      "Regular contact with clients or the public",
      "Clear roles and shared routines",
      "Work that visibly helps people",
      "Frequent, sincere feedback",
    ],
  },
  relationships: {
    strengths: [
      "Remembers birthdays and milestones",
      "Makes loved ones feel included",
      "Expresses affection openly",
      "Keeps family traditions alive",
      "Quick to offer practical help",
    ],
    compatibleTypes: ["ISFP", "ISTP"],
  },
  famousPeople: ["Taylor Swift", "Jennifer Garner", "Steve Harvey", "Sally Field", "Danny Glover"],
  coreValues: ["Community", "Kindness", "Loyalty", "Harmony", "Courtesy"],
  variants: {
    A: {
      tagline: "Warm, sociable and comfortable at the center of things",
      description:
        "Assertive Hosts bring people together with an easy confidence. They can walk into a room of strangers, find the person standing alone and draw them into conversation without a flicker of self-consciousness. Disapproval stings them less than it does many Hosts, so they are willing to set house rules, hold a boundary or tell a friend a hard truth kindly. Their even temper makes them reassuring organizers when plans fall apart; a canceled venue becomes a backyard party by evening. The risk is assuming that what feels welcoming to them feels welcoming to everyone, and pressing on with a tradition that others have outgrown. When Assertive Hosts ask quieter guests what they would enjoy, their generosity reaches further.",
      careerTip:
        "Put your ease with people to work by volunteering to run onboarding or client events. Then ask a few participants for honest feedback afterward and adjust the format, since your own comfort may hide what others found awkward.",
      relationshipTip:
        "Not every friend wants the full celebration. Before planning a party for someone, ask how they would like to mark the occasion, and be ready to accept a quiet dinner as the right answer.",
    },
    T: {
      tagline: "Considerate and hardworking, intent on making sure everyone is all right",
      description:
        "Turbulent Hosts care intensely about the people around them and about doing right by them. They notice the guest who left early and may wonder all evening whether they said something wrong. This alertness makes them exceptionally considerate: they anticipate dietary needs, follow up after hard news and smooth over tension before it spreads. The cost is that other people's moods can set their own. A cool reply to a message or a forgotten thank-you may weigh on them more than it should, and they may work harder still to earn approval. Turbulent Hosts thrive when they separate their own effort and kindness, which they control, from how others respond, and when they let the people close to them return the care.",
      careerTip:
        "Ask your manager for regular, specific feedback rather than waiting for a formal review. Frequent check-ins replace guesswork about how you are doing, which lowers stress and frees energy for the work you enjoy most.",
      relationshipTip:
        "When a friend seems distant, send a simple, direct message asking whether everything is okay between you, instead of working harder to please them. Distance often has nothing to do with you, and asking settles the question quickly.",
    },
  },
};
