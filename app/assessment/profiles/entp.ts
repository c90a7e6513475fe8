import type { TypeProfileSource } from "../profile-types";

export const entp: TypeProfileSource = {
  code: "ENTP",
  name: "The Innovator",
  frequency: "3-5%",
  strengths: [
    {
      title: "Rapid Idea Generation",
      description:
        "Innovators produce options faster than most people can write them down. In a brainstorm they often supply the unexpected angle that turns a stuck conversation into a productive one.",
    },
    {
      title: "Challenging Assumptions",
      description:
        "They ask why a rule exists and whether it still serves its purpose. This habit exposes outdated practices that everyone else had stopped noticing, and it often opens the way to a simpler approach.",
    },
    {
      title: "Quick, Flexible Thinking",
      description:
        "Innovators adjust on the fly when a plan collapses, improvising a workable alternative from whatever is at hand. Surprises tend to energize them rather than rattle them.",
    },
    {
      title: "Persuasive Debate",
      description:
        "They enjoy testing ideas through argument and can make a strong case for almost any side. Used well, this helps a team stress-test a proposal before real money or time is spent on it.",
    },
    {
      title: "Connecting Distant Ideas",
      description:
        "They borrow freely between fields, applying a lesson from biology to a marketing problem or a game mechanic to a classroom. Some of their best insights come from these unlikely pairings.",
    },
    {
      title: "Easy Rapport",
      description:
        "Innovators bring energy and humor to a room and are comfortable talking with strangers about almost anything. Their curiosity about other people’s views makes conversations feel lively rather than merely polite.",
    },
  ],
  challenges: [
    {
      title: "Starting More Than Finishing",
      description:
        "The excitement of a new idea can pull them away before the last one is done. Choosing one project to carry through each season, and parking the rest on a list, helps ideas become results.",
    },
    {
      title: "Arguing for Sport",
      description:
        "Innovators may debate a point they do not believe simply to see where it goes, which can wear out people who took the discussion personally. Saying so when they are arguing a side only to test it keeps trust intact.",
    },
    {
      title: "Restless With Routine",
      description:
        "Repetitive tasks and detailed follow-up can feel draining to them, so small obligations slip. Pairing routine work with a deadline, a checklist or a detail-minded colleague keeps commitments from falling through.",
    },
    {
      title: "Saying Yes Too Often",
      description:
        "Their enthusiasm may lead them to agree to more projects and favors than their schedule allows. Pausing before committing, even overnight, gives them time to check what they are actually signing up for.",
    },
    {
      title: "Pushing Against Rules",
      description:
        "Rules that seem arbitrary invite them to push back, sometimes where the rule protects something they have not yet seen. Asking what a policy is for before challenging it tends to win them more allies.",
    },
    {
      title: "Overlooking Hurt in Debate",
      description:
        "Focused on the logic of an argument, they may miss that someone is hurt rather than convinced. A simple question about how the other person is doing keeps a spirited exchange from turning into a wound.",
    },
  ],
  careers: {
    ideal: [
      "Startup founder",
      "Product manager",
      "Trial lawyer",
      "Creative director",
      "Journalist",
      "Marketing strategist",
      "Political consultant",
      "Industrial designer",
      "Research and development lead",
      "Comedy writer",
    ],
    environment: [
      "Variety and a steady flow of new problems",
      "Freedom to experiment and fail cheaply",
      "Open debate where rank does not win arguments",
      "Colleagues who handle follow-through well",
      "Fast feedback on new ideas",
    ],
  },
  relationships: {
    strengths: [
      "Lively conversation that rarely runs dry",
      "Openness to a partner’s new interests",
      "Humor that eases tense moments",
      "Willingness to rethink their own views",
      "A steady supply of shared adventures",
    ],
    compatibleTypes: ["INFJ", "INTJ"],
  },
  famousPeople: ["Benjamin Franklin", "Thomas Edison", "Mark Twain", "Richard Feynman", "Voltaire"],
  coreValues: ["Curiosity", "Freedom", "Originality", "Wit", "Open debate"],
  variants: {
    A: {
      tagline: "A bold idea-maker who shrugs off a failed experiment and tries the next one",
      description:
        "Assertive Innovators send ideas into the world with little fear of how they will land. They pitch, test and discard concepts quickly, treating a failed experiment as a cheap lesson rather than a mark against them. Pushback energizes them, and they can hold their ground in a heated debate without taking it personally. This resilience makes them natural starters of ventures, campaigns and side projects. The shadow of that confidence is a tendency to move on before listening fully. An Assertive Innovator may dismiss a sound objection because it arrived without flair, or assume others enjoy the sparring as much as they do. They grow most when they slow down for the critics worth hearing and stay with a project long enough to see it through.",
      careerTip:
        "When you pitch an idea, bring the strongest objection to it yourself, along with your answer. Decision-makers trust a proposal more when they can see you have already argued against it and still think it holds.",
      relationshipTip:
        "Not every disagreement is an invitation to debate. When your partner raises something personal, ask “Do you want my ideas or just my ear?” and follow their answer, even if you have a clever solution ready.",
    },
    T: {
      tagline: "A restless idea-maker who keeps asking whether the idea is good enough yet",
      description:
        "Turbulent Innovators are every bit as inventive as other Innovators, but they are more likely to second-guess what they produce. They spot flaws quickly, including in their own proposals, and may rework a pitch many times before sharing it. This critical eye sharpens their work and makes them more attentive to how their words affect others. It can also feed restlessness: jumping to a new project because the current one no longer feels promising, or reading a muted response as rejection. Under stress they may swing between bursts of enthusiasm and doubt. Turbulent Innovators do well with a few trusted sounding boards and a habit of testing ideas in small, low-stakes ways, so that evidence rather than mood decides what continues.",
      careerTip:
        "Before abandoning a project, write down the specific reason it no longer works and show it to a colleague. If the reason turns out to be doubt rather than evidence, run a small test first and let the result decide.",
      relationshipTip:
        "If a partner’s quiet mood leaves you wondering whether they are upset, ask directly instead of guessing. A calm “You seem far away, is something on your mind?” settles the question before your imagination writes the worst version.",
    },
  },
};
