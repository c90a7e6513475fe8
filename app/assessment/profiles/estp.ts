import type { TypeProfileSource } from "../profile-types";

export const estp: TypeProfileSource = {
  code: "ESTP",
  name: "The Dynamo",
  frequency: "4-5%",
  strengths: [
    {
      title: "Acts While Others Deliberate",
      description:
        "When a situation calls for a move, ESTPs are usually the first to make it. They would rather try something, see the result and adjust than wait for a plan that covers every case.",
    },
    {
      title: "Reads the Room Fast",
      description:
        "They pick up on body language, shifts in tone and who holds the real influence soon after walking in. That quick read makes them persuasive negotiators and sharp judges of a deal.",
    },
    {
      title: "Takes Charge in Emergencies",
      description:
        "A crisis sharpens their focus. Dynamos tend to step forward, hand out clear tasks and fix what is in front of them while others are still taking in what happened.",
    },
    {
      title: "Resourceful With What's Around",
      description:
        "Given a problem and whatever is lying around, they find a workable answer. They are comfortable bending a procedure that gets in the way, as long as the result holds up.",
    },
    {
      title: "Gets Things Moving",
      description:
        "They bring momentum to a group by suggesting the outing, starting the conversation or making the opening offer. People often find that plans actually happen when an ESTP is involved.",
    },
    {
      title: "Direct and Unpretentious",
      description:
        "Dynamos say what they think and expect others to do the same. They are comfortable with plain talk about money, performance and mistakes, which can clear the air quickly.",
    },
  ],
  challenges: [
    {
      title: "Impatient With Slow Processes",
      description:
        "Long meetings, approval chains and theory without action can frustrate them. They may work around the process, so agreeing up front which steps are truly required helps them move fast without creating rework.",
    },
    {
      title: "Bets on Instinct",
      description:
        "Their taste for action can lead to quick bets with money, on the road or in their careers. A brief pause to ask what the downside would look like keeps boldness from tipping into recklessness.",
    },
    {
      title: "Misses Quiet Hurt",
      description:
        "Focused on what is happening now, they may overlook signs that someone is hurt or overwhelmed. Asking a direct question, as they would about any other fact, often reveals what they did not see.",
    },
    {
      title: "Fades After the Launch",
      description:
        "They love starting things and can drift once the work turns into maintenance. Handing follow-through to a detail-minded partner, or setting a visible finish line, helps their projects land.",
    },
    {
      title: "Favors the Short Term",
      description:
        "Decisions tend to favor what pays off now over what builds up later. Setting up automatic long-term habits, such as scheduled savings, lets them stay spontaneous without neglecting the future.",
    },
    {
      title: "Blunt in the Moment",
      description:
        "Their candor can land as harsh, especially with people who take feedback to heart. Softening the opening line and naming a specific thing that went well makes the same message easier to hear.",
    },
  ],
  careers: {
    ideal: [
      "Sales director",
      "Detective",
      "Emergency physician",
      "Startup founder",
      "Real estate agent",
      "Financial trader",
      "Construction manager",
      "Paramedic",
      "Sports agent",
      "Athletic coach",
    ],
    environment: [
      "A fast pace with quick feedback",
      "Room to negotiate and improvise",
      "Visible, measurable results",
      "Variety and movement during the day",
      "Minimal bureaucracy",
    ],
  },
  relationships: {
    strengths: [
      "Plans spontaneous outings",
      "Speaks plainly about problems",
      "Brings energy to shared time",
      "Steps up in a crisis",
      "Keeps things light after a hard day",
    ],
    compatibleTypes: ["ISTJ", "ISFJ"],
  },
  famousPeople: [
    "Ernest Hemingway",
    "Madonna",
    "Jack Nicholson",
    "Eddie Murphy",
    "Theodore Roosevelt",
  ],
  coreValues: ["Action", "Freedom", "Candor", "Results", "Challenge"],
  variants: {
    A: {
      tagline: "Moves first, adjusts on the fly and rarely looks back",
      description:
        "Assertive Dynamos move through the world with easy confidence. They make quick calls, take the consequences in stride and bounce back from a lost deal or a bad decision with little visible strain. Other people's doubts rarely slow them down, which makes them effective in sales, emergencies and any setting that rewards nerve. They enjoy competition and often do their best with an audience watching. The same self-assurance has blind spots. Assertive ESTPs may push past a colleague's warning, underestimate a risk because things have worked out before, or miss that a partner needed more than a quick fix. Their best results come when they pair their speed with a habit of asking the quietest person in the room what they think.",
      careerTip:
        "Before a big decision, name the person most likely to disagree with you and ask for their objections in plain terms. You will still move quickly, but with fewer surprises, and skeptics tend to become allies rather than obstacles.",
      relationshipTip:
        "Your partner may need you to slow down before they need a solution. When they raise something difficult, hold off on fixing it, ask how it felt, and let the conversation run at their pace rather than yours.",
    },
    T: {
      tagline: "Restless energy aimed at the next win and at beating their last effort",
      description:
        "Turbulent Dynamos have the same appetite for action, with a sharper awareness of how they are coming across. They notice when a joke lands badly or a pitch goes flat, and they tend to replay those moments later. That sensitivity makes them better readers of people and more willing to refine their approach, and it often drives them to outwork the competition. Under stress, though, their energy can scatter. They may jump between projects, take bigger risks to prove themselves, or react sharply to criticism before thinking it through. Turbulent ESTPs thrive when they channel their drive into concrete targets, keep a physical outlet for tension, and remember that a setback is a result to learn from rather than a judgment of their worth.",
      careerTip:
        "Pick a few measurable goals for the quarter and track them somewhere you will see them daily. Concrete targets give your drive a direction, and they quiet the nagging feeling that you are falling behind when you are not.",
      relationshipTip:
        "When something your partner said stings, take a walk or a workout before responding. Then come back and describe the specific moment that bothered you, which is far easier to resolve than a heated reaction.",
    },
  },
};
