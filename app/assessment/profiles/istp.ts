import type { TypeProfileSource } from "../profile-types";

export const istp: TypeProfileSource = {
  code: "ISTP",
  name: "The Troubleshooter",
  frequency: "4-5%",
  strengths: [
    {
      title: "Calm When Things Break",
      description:
        "When a pipe bursts or a server goes down, ISTPs tend to get quieter rather than louder. They narrow their attention to what is actually happening and start testing fixes while others are still reacting.",
    },
    {
      title: "Learns With Tools in Hand",
      description:
        "They understand a system by taking it apart, running it and watching where it fails. A manual is a starting point for them; the real learning happens once they can touch the thing itself.",
    },
    {
      title: "Spots Small Mechanical Cues",
      description:
        "They notice a change in an engine's pitch, a lag in a response, a hinge that sits slightly off. Troubleshooters connect these small signals to a likely cause faster than most people expect.",
    },
    {
      title: "Economical With Effort",
      description:
        "Troubleshooters look for the shortest path that works. They skip steps that add nothing, reuse what is already on hand and rarely build a complicated fix where a simple one will hold.",
    },
    {
      title: "Works Well Unsupervised",
      description:
        "Give ISTPs a clear goal and room to move, and they will find their own route to it. They do not need frequent check-ins or praise to stay engaged with a hard problem.",
    },
    {
      title: "Plain, Reliable Assessments",
      description:
        "They say what they see in few words and without spin. When an ISTP says a repair looks fine or warns that a part won't hold, colleagues learn it is usually worth taking seriously.",
    },
  ],
  challenges: [
    {
      title: "Restless With Repetition",
      description:
        "Once a problem is solved, repeating the same task can feel like a slow drain. ISTPs may drift to the next puzzle before the paperwork or follow-up is done, so a short closing checklist helps.",
    },
    {
      title: "Keeps Feelings to Themselves",
      description:
        "They tend to process emotions privately and may go quiet when others want to talk things through. Naming a feeling out loud, even briefly, lets the people close to them know where they stand.",
    },
    {
      title: "Wary of Fixed Plans",
      description:
        "Committing to a plan months ahead can feel like giving up options they might need later. Setting a few firm milestones while keeping the route flexible respects both their style and other people's need for certainty.",
    },
    {
      title: "Terse While Concentrating",
      description:
        "In the middle of a fix, they may answer questions curtly or skip social niceties. A quick word afterward about why they went quiet keeps others from reading their focus as dismissal.",
    },
    {
      title: "Drawn to Physical Risk",
      description:
        "Their appetite for direct experience can lead to risks taken for the sensation, from fast driving to skipping safety gear. Deciding on personal limits ahead of time keeps the thrill without the cost.",
    },
    {
      title: "Tunes Out Pure Theory",
      description:
        "Abstract discussions with no clear application may lose their attention quickly. Asking what an idea would change in practice gives them a way back into conversations that matter to the people around them.",
    },
  ],
  careers: {
    ideal: [
      "Mechanical engineer",
      "Aircraft maintenance technician",
      "Paramedic",
      "Forensic scientist",
      "Cybersecurity analyst",
      "Electrician",
      "Commercial pilot",
      "Firefighter",
      "Site reliability engineer",
      "Carpenter",
    ],
    environment: [
      "Hands-on work with real equipment",
      "Freedom to decide how a task gets done",
      "Problems that change from day to day",
      "Few meetings and little ceremony",
      "Clear goals with visible results",
    ],
  },
  relationships: {
    strengths: [
      "Shows care through practical help",
      "Respects a partner's independence",
      "Stays steady in a crisis",
      "Honest without drama",
      "Up for spontaneous outings",
    ],
    compatibleTypes: ["ESTJ", "ESFJ"],
  },
  famousPeople: ["Clint Eastwood", "Michael Jordan", "Amelia Earhart", "Bruce Lee", "Bear Grylls"],
  coreValues: ["Self-reliance", "Competence", "Freedom", "Practicality", "Honesty"],
  variants: {
    A: {
      tagline: "Steady hands and a cool head, ready for whatever breaks next",
      description:
        "Assertive Troubleshooters meet trouble with a shrug and a toolkit. They trust their own read of a situation, so they move from diagnosis to repair without much second-guessing, and a failed attempt registers as information rather than a verdict. Criticism tends to slide off them unless it comes with a better method, which keeps them calm but can mean they miss a point worth hearing. They are comfortable working alone for long stretches and rarely look for reassurance that they are on the right track. In relationships they give others plenty of room and expect the same in return. Their main risk is overconfidence: trusting instinct on a job that needs a second check, or assuming a partner is content because nobody has complained.",
      careerTip:
        "Before you sign off on a fix, ask a colleague to try to break it. Your confidence is usually earned, but a fresh pair of hands catches the edge case you moved past, and the habit builds trust in your work.",
      relationshipTip:
        "Your partner may not raise small frustrations the way you would. Check in on purpose every so often by asking whether anything is bothering them that you could help with, and hear the whole answer before offering a fix.",
    },
    T: {
      tagline: "A sharp eye for what could fail, including in their own work",
      description:
        "Turbulent Troubleshooters bring the same hands-on skill to a problem, with an added habit of rechecking. They notice the loose bolt, the untested case, the way a plan could fall apart, and they often catch failures before anyone else does. That vigilance has a cost. They may replay a mistake long after it is fixed, or read a colleague's silence as disapproval. Stress tends to show up as withdrawal: more hours in the garage or behind a screen, and fewer words. Feedback stings, yet they often put it to better use than anyone, quietly reworking their approach until it holds. Turbulent ISTPs do their best work when they treat their self-checks as a skill rather than a flaw, and when they let trusted people see some of the doubt.",
      careerTip:
        "Keep a simple log of the problems you have solved and how you solved them. When a setback makes you doubt your skill, the record is concrete evidence, and it doubles as a reference the next time a similar fault appears.",
      relationshipTip:
        "When you need to withdraw and recharge, say so and give a rough idea of when you will be back. A brief \"I'm worn out, and I'll be myself again tomorrow\" keeps a partner from filling your silence with worry.",
    },
  },
};
