import type { TypeProfileSource } from "../profile-types";

export const enfp: TypeProfileSource = {
  code: "ENFP",
  name: "The Spark",
  frequency: "6-8%",
  strengths: [
    {
      title: "Contagious Enthusiasm",
      description:
        "Sparks talk about an idea in a way that makes others want to join in. A half-formed plan mentioned over lunch can have volunteers by the afternoon because their energy makes it feel possible.",
    },
    {
      title: "Connecting Unlikely Ideas",
      description:
        "They jump between topics and often find the link nobody else saw, pairing a concept from one field with a problem in another. Brainstorms with a Spark in the room rarely run short of options.",
    },
    {
      title: "Genuine Interest in People",
      description:
        "They ask follow-up questions, remember odd details and treat new acquaintances as possible friends. People often leave a conversation with a Spark feeling more interesting than when they arrived.",
    },
    {
      title: "Encouraging Others' Dreams",
      description:
        "When someone mentions a hidden ambition, Sparks tend to light up and start suggesting ways to try it. That encouragement nudges friends toward the course, move or career change they had been putting off.",
    },
    {
      title: "Improvising When Plans Change",
      description:
        "They are comfortable improvising when plans collapse and may even enjoy it. To many Sparks, a cancelled event or a rewritten brief is a welcome chance to try something nobody had considered.",
    },
    {
      title: "Values Behind the Energy",
      description:
        "Their playfulness rests on firm personal values. They are willing to speak up when something seems unfair, even in a group that would rather move on, and they tend to stand by the person being overlooked.",
    },
  ],
  challenges: [
    {
      title: "Many Starts, Fewer Finishes",
      description:
        "New ideas arrive faster than old ones are completed, so projects can pile up half done. Choosing one to finish before starting another, and telling someone which one, helps close the loop.",
    },
    {
      title: "Routine Feels Heavy",
      description:
        "Repetitive tasks and detailed admin can drain them quickly. Batching dull work into short, timed bursts, with a small reward afterward, makes it far easier for them to get through.",
    },
    {
      title: "Saying Yes Too Often",
      description:
        "They agree to so many invitations and requests that their calendar becomes a puzzle. Waiting a day before accepting anything new gives them room to check what they can realistically manage.",
    },
    {
      title: "Sensitive Beneath the Cheer",
      description:
        "Their upbeat manner can hide how much criticism or tension affects them. Letting close friends know when something has stung prevents private worry from quietly building up.",
    },
    {
      title: "Restless Once It's Predictable",
      description:
        "When a situation starts to feel predictable, they may look elsewhere for a new job, project or hobby. Noticing the pattern helps them tell a genuine mismatch from a passing dip in interest.",
    },
    {
      title: "Hard to Pin Down",
      description:
        "Friends and colleagues can struggle to get a firm answer while many options still feel open to them. Setting a decision date in advance keeps possibility from turning into delay.",
    },
  ],
  careers: {
    ideal: [
      "Creative director",
      "Startup founder",
      "Journalist",
      "Copywriter",
      "Brand strategist",
      "Actor or broadcaster",
      "Community manager",
      "Psychologist",
      "Event producer",
      "Product designer",
    ],
    environment: [
      "Variety and frequent new challenges",
      "Freedom to experiment and improvise",
      "Friendly, collaborative colleagues",
      "Light-touch management and little red tape",
      "Work with a clear human purpose",
    ],
  },
  relationships: {
    strengths: [
      "Brings fun and spontaneity",
      "Openly affectionate and encouraging",
      "Curious about a partner's dreams",
      "Quick to forgive and reconnect",
      "Keeps the relationship growing",
    ],
    compatibleTypes: ["INFJ", "INTJ"],
  },
  famousPeople: [
    "Robin Williams",
    "Mark Twain",
    "Walt Disney",
    "Robert Downey Jr.",
    "Quentin Tarantino",
  ],
  coreValues: ["Curiosity", "Freedom", "Possibility", "Connection", "Authenticity"],
  variants: {
    A: {
      tagline: "A bold enthusiast who turns bright ideas into projects people want to join",
      description:
        "Assertive Sparks meet new ideas and new people with an easy confidence. They pitch a plan before it is fully formed, shrug off a rejection and are sketching the next version by evening. Setbacks tend to register as plot twists rather than verdicts, which makes them resilient founders, organizers and friends. Others often borrow their optimism when a project hits trouble. The risk is that their confidence lets them skip the less exciting steps, or wave away a warning that deserved a second look. ENFP-As do best when they pair their momentum with someone who enjoys detail, ask for the strongest objection to an idea before launching it, and stay with a commitment after the first thrill has faded.",
      careerTip:
        "Before launching your next idea, ask one detail-minded colleague for the biggest risk they see, and write down how you will handle it. That small pause turns your momentum into something others can safely back.",
      relationshipTip:
        "Your easy confidence can make plans feel settled while your partner is still unsure. Check in before committing the two of you to something, and keep the small promises as carefully as the big ones.",
    },
    T: {
      tagline: "A warm enthusiast whose bright ideas come with a searching inner voice",
      description:
        "Turbulent Sparks bring the same curiosity and warmth as any ENFP, paired with a restless inner questioner. They wonder whether they chose the right path, whether a friend is upset with them and whether their latest idea is as good as it seemed at midnight. That self-questioning makes them responsive: they take feedback to heart, adjust quickly and notice when someone's mood shifts. It also feeds a genuine drive to grow. The risk is that doubt scatters their energy across too many fresh starts, each dropped when it stops feeling perfect. ENFP-Ts do well with a few steady routines to return to, friends who remind them of their track record, and a habit of finishing one thing before judging it.",
      careerTip:
        "Keep a running list of projects you have finished and what people said about them. Read it before you decide to drop or restart something. It helps you tell honest doubt about an idea from a passing dip in confidence.",
      relationshipTip:
        "When you feel unsure where you stand with someone, ask them directly instead of filling the silence with guesses. A short, honest check-in usually saves days of quiet worry for both of you.",
    },
  },
};
