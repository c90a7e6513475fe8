import type { TypeProfileSource } from "../profile-types";

export const isfp: TypeProfileSource = {
  code: "ISFP",
  name: "The Maker",
  frequency: "5-7%",
  strengths: [
    {
      title: "Speaks Through Their Work",
      description:
        "ISFPs often say more through what they make than through what they explain. A rearranged room, a playlist, a meal or a sketch can carry a feeling they would struggle to put into a speech.",
    },
    {
      title: "Attuned to Sensory Detail",
      description:
        "They notice texture, color, sound and mood: the light that makes a room feel cold, the small change in someone's voice. That attention shapes both the things they make and the way they care for people.",
    },
    {
      title: "Quiet, Firm Convictions",
      description:
        "Makers hold a private set of values and act on them without much announcement. They may simply stop buying from a company they find unfair, or step in when someone nearby is treated badly.",
    },
    {
      title: "Accepts People as They Are",
      description:
        "They rarely try to reshape the people around them. Friends often feel they can show up as they are with an ISFP, without needing to explain or defend their choices.",
    },
    {
      title: "Fully Present in the Moment",
      description:
        "They can give full attention to what is in front of them, whether a conversation, a walk or a piece of work, without drifting to tomorrow's list. Others often feel calmer in their company.",
    },
    {
      title: "Improvises With What's Available",
      description:
        "When plans change, Makers tend to adjust without fuss. They work with the materials and time at hand and often find a version of the idea that turns out better than the original.",
    },
  ],
  challenges: [
    {
      title: "Steps Away From Conflict",
      description:
        "Makers often keep the peace by staying quiet, then withdraw when a situation becomes too much. Raising a small objection early tends to cost less, for everyone, than a sudden exit later.",
    },
    {
      title: "Feels Critique Personally",
      description:
        "Because their work carries a piece of themselves, feedback on a project can feel like feedback on who they are. Asking for specific, practical notes helps separate the craft from the person.",
    },
    {
      title: "Long-Range Goals Feel Distant",
      description:
        "Future goals can seem abstract next to what matters today. ISFPs may put off savings, applications or deadlines until they press, so breaking a distant aim into near, tangible steps helps.",
    },
    {
      title: "Downplays Their Own Talent",
      description:
        "They may hide finished pieces or shrug them off as nothing special when asked. Sharing work before it feels perfect lets others see, and value, what they do well.",
    },
    {
      title: "Holds Feelings Close",
      description:
        "Their inner life runs deep, yet they may not voice it, leaving others to guess. Choosing a trusted person and a low-pressure setting, like a drive or a shared task, makes opening up easier.",
    },
    {
      title: "Worn Down by Rigid Rules",
      description:
        "Strict rules with no clear purpose can wear them down fast. They may comply on the surface while quietly disengaging, so asking what a rule is for can restore some sense of choice.",
    },
  ],
  careers: {
    ideal: [
      "Graphic designer",
      "Photographer",
      "Chef",
      "Veterinary technician",
      "Interior designer",
      "Occupational therapist",
      "Landscape designer",
      "Jewelry designer",
      "Art therapist",
      "Musician",
    ],
    environment: [
      "Room to shape the look and feel of the work",
      "A calm, supportive team",
      "Flexible hours and few rigid rules",
      "Work that helps people or animals directly",
      "Tangible results they can see and touch",
    ],
  },
  relationships: {
    strengths: [
      "Shows love through thoughtful gestures",
      "Accepts a partner without trying to change them",
      "Creates warm, comfortable shared spaces",
      "Notices moods without being told",
      "Brings spontaneity to everyday life",
    ],
    compatibleTypes: ["ESFJ", "ENFJ", "ESTJ"],
  },
  famousPeople: ["Frida Kahlo", "Michael Jackson", "Bob Dylan", "Prince", "Jimi Hendrix"],
  coreValues: ["Authenticity", "Beauty", "Kindness", "Personal freedom", "Harmony"],
  variants: {
    A: {
      tagline: "Makes what feels true and lets the work speak for itself",
      description:
        "Assertive Makers are at ease with their own taste. They follow an idea or a feeling without waiting for approval, and they can share unfinished work without much worry about how it will land. When a project fails or a friend disagrees, they tend to recover quickly, returning to what they care about rather than dwelling on what went wrong. This steadiness makes them good company in hard moments, since other people's moods are less likely to throw them. The risk is that their calm can look like indifference, and their trust in their own instincts can lead them to wave off feedback that would improve the work. Assertive ISFPs grow when they treat a critic's note as material to work with, not a threat to ignore.",
      careerTip:
        "Put your work where decision-makers can see it: a portfolio, a shared folder, a short demo. You tend to be less held back by nerves than many people, so use that ease to pitch ideas early and invite a specific critique before the final version.",
      relationshipTip:
        "Your easygoing calm can read as distance when a partner is upset. When they bring up a problem, show you are engaged by repeating what you heard and asking what would help, even if the issue seems small to you.",
    },
    T: {
      tagline: "Feels everything deeply and pours it into careful, personal work",
      description:
        "Turbulent Makers feel the world at full volume. A kind word can carry them for days, and a careless comment can weigh on them just as long. That sensitivity feeds their work, which is often detailed, personal and reworked many times before anyone sees it. They are quick to notice when someone is hurting and often respond with a small, well-judged gesture. The same alertness turns inward as self-criticism: they may compare their work with other people's, abandon projects that fall short of the picture in their head, or retreat when stress builds. Turbulent ISFPs do well with a few trusted people who can reflect back what is good in their work, and with routines, however loose, that protect time for making things.",
      careerTip:
        "Agree to share your work at a set stage, not when it finally feels perfect. Choose a trusted reviewer, ask what is working before what is not, and save the positive notes so you can reread them on harder days.",
      relationshipTip:
        "When a comment hurts, wait until the sting settles, then tell your partner what you heard and ask what they meant. Checking the meaning instead of carrying it alone keeps small misunderstandings from turning into quiet distance.",
    },
  },
};
