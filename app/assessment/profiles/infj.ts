import type { TypeProfileSource } from "../profile-types";

export const infj: TypeProfileSource = {
  code: "INFJ",
  name: "The Confidant",
  frequency: "1-3%",
  strengths: [
    {
      title: "Reads Unspoken Undercurrents",
      description:
        "Confidants often notice the tension behind a polite reply or the worry tucked under a joke. They tend to ask the one quiet question that lets someone say what they actually came to say.",
    },
    {
      title: "Long-Range Pattern Sense",
      description:
        "They connect small signals over weeks or months and arrive at a firm sense of where things are heading, often before they can explain why. Colleagues learn to take those hunches seriously.",
    },
    {
      title: "Keeps Confidences Carefully",
      description:
        "People tell Confidants things they have told no one else, and that trust is usually well placed. They hold private stories with discretion and still remember the details months later, when it matters.",
    },
    {
      title: "Principled Follow-Through",
      description:
        "Once a cause or a person earns their commitment, they work steadily for it without needing applause. They will rewrite a proposal late at night because they believe the people it serves deserve better.",
    },
    {
      title: "Words That Land Gently",
      description:
        "Many Confidants write and speak with unusual care, choosing the phrase that makes a hard truth easier to hear. A short, thoughtful note from one of them can stay in someone's drawer for years.",
    },
    {
      title: "Depth in Small Groups",
      description:
        "They tend to connect best one on one or in a small circle, where conversation can move past logistics into motives, meaning and what someone really hopes for from their life.",
    },
  ],
  challenges: [
    {
      title: "Absorbing Others' Moods",
      description:
        "Because they tune in so closely, Confidants can carry a friend's distress home as if it were their own. A clear end to the workday, or a walk after a heavy conversation, helps them set it down.",
    },
    {
      title: "Perfect Ideals, Imperfect World",
      description:
        "Their picture of how things could be is vivid, so ordinary compromises can feel like small betrayals. Naming one good-enough outcome before a project starts gives them a fairer measure of success.",
    },
    {
      title: "The Sudden Door Close",
      description:
        "After long stretches of quiet tolerance, some Confidants end a friendship or commitment abruptly, surprising people who had not seen the strain building. Raising small frustrations early gives others a chance to respond.",
    },
    {
      title: "Hard to Fully Know",
      description:
        "They listen far more than they disclose, so even close friends may feel they know only part of them. Sharing one honest thing about their own week, not just asking about others, restores the balance.",
    },
    {
      title: "Rehearsing Instead of Speaking",
      description:
        "They may rehearse a difficult conversation so many times that the right moment passes. Agreeing with themselves to speak by a set day, even imperfectly, keeps important things from going unsaid.",
    },
    {
      title: "Drained by Constant Contact",
      description:
        "Open-plan offices, back-to-back meetings and crowded weekends can wear them down faster than others expect. Booking solitary time as firmly as any appointment protects the energy they give so generously.",
    },
  ],
  careers: {
    ideal: [
      "Clinical psychologist",
      "Psychotherapist",
      "Novelist or essayist",
      "Social worker",
      "Nonprofit program director",
      "User experience researcher",
      "Chaplain",
      "Speech-language pathologist",
      "Learning and development specialist",
      "Editor",
    ],
    environment: [
      "Quiet space for focused, uninterrupted work",
      "A mission they personally believe in",
      "Small teams with honest, respectful communication",
      "Room to plan ahead rather than react all day",
      "Work that touches individual lives directly",
    ],
  },
  relationships: {
    strengths: [
      "Listens closely and remembers what matters",
      "Loyal through difficult seasons",
      "Encourages a partner's long-term growth",
      "Makes room for deep, honest conversation",
      "Notices needs before they are spoken",
    ],
    compatibleTypes: ["ENFP", "ENTP"],
  },
  famousPeople: [
    "Martin Luther King Jr.",
    "Nelson Mandela",
    "Carl Jung",
    "Fyodor Dostoevsky",
    "Mother Teresa",
  ],
  coreValues: ["Integrity", "Compassion", "Meaning", "Authenticity", "Insight"],
  variants: {
    A: {
      tagline: "A steady listener who trusts the quiet conviction behind their insight",
      description:
        'Assertive Confidants pair their close reading of people with a calm belief in their own judgment. When a hunch forms about where a project or a friendship is heading, they act on it without circling back for reassurance. Criticism stings less than it might, so they can hear a hard message, take what is useful and move on. That steadiness makes them a dependable anchor for others in a crisis: they stay level, ask clear questions and help people find their footing. The risk is that confidence in their reading of someone can harden into certainty. INFJ-As benefit from checking their interpretations out loud, asking "Is this what you meant?" before acting, and from remembering that a calm exterior does not mean they need no support themselves.',
      careerTip:
        "Before you commit a team to your long-range view, write down the signals it rests on and ask a skeptical colleague to poke holes in them. Your conviction will carry further when others can see how you reached it.",
      relationshipTip:
        "Your composure can read as not needing anything. Once a week, tell the people closest to you one specific thing you are finding hard or hoping for, so the care in the relationship runs both ways.",
    },
    T: {
      tagline: "A deeply caring listener who holds themselves to an exacting inner standard",
      description:
        "Turbulent Confidants feel the emotional temperature of a room intensely and tend to question whether they have done enough for the people in it. They replay conversations at night, wondering whether a comment landed badly, and they often spot the flaw in a plan long before anyone else does. That alertness makes them unusually thoughtful colleagues and friends: they prepare, they follow up and they notice when someone has gone quiet. The same sensitivity can turn inward as self-criticism, and their high ideals can make ordinary progress feel like falling short. INFJ-Ts do well when they keep a short record of what went right each week, share worries before they grow, and treat rest as part of the work rather than a reward for finishing it.",
      careerTip:
        "Ask one trusted colleague for feedback in a short regular check-in rather than waiting for formal reviews. Hearing small notes often keeps you from imagining the worst and turns your urge to improve into steady, visible progress.",
      relationshipTip:
        'When you catch yourself replaying a conversation, ask the other person about it instead of guessing. A simple "I\'ve been wondering how that came across" usually ends the worry faster and shows them you care.',
    },
  },
};
