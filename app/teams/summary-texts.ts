import type { Dimension } from "~/assessment/questions";
import type { PoleCode } from "~/assessment/scoring";
import type { Category } from "~/assessment/type-codes";

/**
 * The team summary's written passages (issue 23, decision 042; docs/writing/team-summary.md).
 * Content, in English so far, like the comparison texts: a page in another language marks it
 * `lang="en"`. app/teams/summary.ts chooses among them from what a team's shared results show and
 * fills the `{placeholders}` (scores and spreads as whole numbers). Tendencies of a group, never
 * predictions about one: nothing here says how well a team will do.
 */

/** The passages about one pole of a dimension. */
export interface PoleTexts {
  /** What a group that leans this way tends to find easy. */
  easy: string;
  /** What the same group tends to find hard: the cost of the same habit. */
  hard: string;
  /** Where nearly everyone leans this way: what may go unnoticed, and a practice for it. */
  strong: string;
  /** What members who lean this way bring to a team that leans the other way. */
  brings: string;
  /** Where nobody leans this way: what the team may have to supply on purpose. */
  missing: string;
}

/** The passages about a dimension as a whole. */
export interface DimensionTexts {
  /** As many members lean one way as the other. */
  even: string;
  /** Most members score near the middle. */
  centered: string;
  /** The team tilts one way by a little: either pole. */
  narrow: string;
  /** How far apart the scores are: `{min}`, `{max}` and `{sd}` are filled in. */
  spread: { close: string; moderate: string; wide: string };
}

export const poleTexts: Record<PoleCode, PoleTexts> = {
  introverted: {
    easy: "A team that leans Introverted tends to do its best thinking before it speaks. Documents read before the meeting, written updates and long stretches of focused work come naturally, and a decision has often been turned over privately by several people before anyone says it aloud.",
    hard: "The cost is that much of that thinking stays out of sight. Ideas may surface late and fully formed, a quiet meeting can hide a real disagreement, and people outside the team may not hear what it is working on until the work is finished.",
    strong:
      "With so few voices pulling the other way, silence can start to pass for agreement. Asking each person for one written sentence before a decision, and telling neighboring teams what is under way before it is done, brings the hidden half of the work into view.",
    brings:
      "Members who lean Introverted tend to slow a conversation down in a useful way. They often notice the point everyone talked past, prefer to read a proposal before reacting to it, and come back the next morning with an answer that has been thought through.",
    missing:
      "Nobody here leans Introverted, so quiet preparation may need to be built in on purpose: an agenda sent a day ahead, a few minutes of silent reading before discussion, or a rule that large decisions wait one night.",
  },
  extraverted: {
    easy: "A team that leans Extraverted tends to work things out by talking them through. Ideas are said early and improved in the open, newcomers are drawn into conversation quickly, and the team is often well connected to the people around it.",
    hard: "The same habit can crowd out slower thinking. The first confident idea may carry the day because it was spoken first, meetings can multiply, and long uninterrupted hours for focused work may be hard to protect.",
    strong:
      "When almost everyone prefers to think aloud, the quieter half of a good decision can go missing: the written proposal, the second look, the colleague who needed a day. Sending questions before a meeting and accepting answers in writing afterward gives reflection a real place.",
    brings:
      "Members who lean Extraverted tend to get ideas into the open while they can still change. They often keep in touch with other teams, notice when a colleague has gone quiet, and are willing to start the conversation nobody else wants to start.",
    missing:
      "Nobody here leans Extraverted, so the outward-facing part of the work may need an owner: someone who tells other teams what this one is doing, asks for help early and opens the conversations that would otherwise wait.",
  },
  sensing: {
    easy: "A team that leans Sensing tends to stay close to the facts in front of it: what the customer actually said, what this week's numbers show, what worked last time. Its plans are usually concrete, and its estimates rest on experience.",
    hard: "What comes harder is the question that has no data yet. A proposal framed as a distant possibility may be set aside before anyone has tested it, and slow changes in the wider world can go unremarked until they arrive at the door.",
    strong:
      "When nearly everyone starts from the concrete, the long view can drop off the agenda altogether. Setting aside an hour now and then to ask what might be true in three years, and letting one unusual idea be tried on a small scale, keeps that view alive.",
    brings:
      "Members who lean Sensing tend to ask the questions that make an idea real: who will do it, with what, by when. They often remember the details others skim, spot the practical snag in an elegant plan and keep the team honest about what has actually happened.",
    missing:
      "Nobody here leans Sensing, so checking the details may need a deliberate step: someone to walk through a plan line by line, hold it against past experience and ask what it will take on an ordinary Tuesday morning.",
  },
  intuitive: {
    easy: "A team that leans Intuitive tends to enjoy possibilities: new approaches, patterns across projects, what the work could become. It is often quick to borrow an idea from another field and comfortable discussing a future that does not exist yet.",
    hard: "The cost shows in the follow-through. Details may be treated as someone else's job, a plan can stay abstract longer than it should, and a familiar method that works may be replaced mainly because something newer has appeared.",
    strong:
      "With so few members drawn to the concrete, ideas can outnumber finished things. Pairing each new idea with one named first step and an honest estimate of what it will cost keeps imagination tied to the work.",
    brings:
      "Members who lean Intuitive tend to notice what is changing before it becomes obvious. They often ask why the work is done this way at all, link today's problem to a pattern seen elsewhere and keep the purpose of the work in view when the details pile up.",
    missing:
      "Nobody here leans Intuitive, so stepping back to look at the wider picture may need to be scheduled: an occasional session about where the work is heading, or an outside voice invited to question the usual way of doing it.",
  },
  thinking: {
    easy: "A team that leans Thinking tends to decide by weighing arguments and consequences. It can debate a proposal hard without taking the debate personally, give direct feedback on the work and hold to a decision that is unpopular but sound.",
    hard: "What it may find harder is the part of a decision that concerns people. How a change will land with those it affects may come up late, praise may be rarer than critique, and a colleague can feel judged when the team only meant to test an idea.",
    strong:
      "When nearly everyone reasons this way, the human cost of a decision can stay unspoken until it shows up as someone quietly leaving. Adding one standing question to large decisions, who is affected and how will they hear about it, keeps that cost on the table.",
    brings:
      "Members who lean Thinking tend to ask whether a plan holds together. They often separate an idea from the person who proposed it, point out the flaw nobody wants to raise and keep decisions consistent from one case to the next.",
    missing:
      "Nobody here leans Thinking, so tough-minded critique may need an invitation: a named person whose task in a major decision is to argue against it, or a habit of listing the strongest case against a plan before agreeing to it.",
  },
  feeling: {
    easy: "A team that leans Feeling tends to weigh decisions by their effect on people and on what the team values. It often notices when a colleague is struggling, gives appreciation freely and builds the kind of trust in which people admit a mistake early.",
    hard: "The cost can be conflict postponed. Critical feedback may be softened until it no longer says anything, a disagreement can go quiet instead of getting settled, and a decision that will disappoint someone may be put off.",
    strong:
      "When almost everyone weighs decisions by their effect on people, keeping the peace can become a goal in itself. Agreeing in advance that disagreement about the work is welcome, and writing down the reasons for a hard call, helps the team say difficult things kindly rather than not at all.",
    brings:
      "Members who lean Feeling tend to ask how a decision will land with the people it touches. They often read the mood of a meeting, notice who has not been heard and remind the team what it cares about when efficiency is the only thing being counted.",
    missing:
      "Nobody here leans Feeling, so the effect of decisions on people may need a deliberate check: a pause before announcing a change to ask who it affects, and a habit of saying what went well along with what did not.",
  },
  judging: {
    easy: "A team that leans Judging tends to like a plan, a date and a decision that stays made. Deadlines are taken seriously, meetings tend to end with owners named, and people usually know what the team is doing this week and why.",
    hard: "What comes harder is change once the plan is set. A late, better idea may feel like a disruption, open questions can be closed early for the comfort of closing them, and a plan may be followed after it has stopped fitting.",
    strong:
      "When nearly everyone wants things settled, flexibility can start to look like disorder. Building review points into a project, moments where changing course is expected rather than treated as a failure, keeps the team's plans serving the work.",
    brings:
      "Members who lean Judging tend to turn talk into commitments. They often draft the timeline, ask who owns what before the meeting ends and follow up on the agreed date, which gives the rest of the team something solid to work against.",
    missing:
      "Nobody here leans Judging, so closure may need to be built in: a decision date for each open question, owners written down, and a short list of what is finished as well as what is still in play.",
  },
  perceiving: {
    easy: "A team that leans Perceiving tends to keep options open and adapt as things change. It often meets surprises calmly, welcomes a better idea late in the day and leaves room to explore before committing.",
    hard: "The cost shows at the end of things. Decisions may drift, a deadline can arrive before the work has come together, and people who need a fixed plan to do their part may be left waiting on the rest.",
    strong:
      "When almost everyone prefers to keep options open, finishing can become everybody's second priority. Agreeing which few decisions truly need a date, and keeping those dates, lets the team stay flexible about everything else.",
    brings:
      "Members who lean Perceiving tend to notice when a plan has stopped fitting the situation. They often stay calm when priorities shift, keep exploring after others have settled and find the improvised route when the planned one is blocked.",
    missing:
      "Nobody here leans Perceiving, so room for change may need protecting on purpose: a review built into each plan, and permission to drop a step that no longer makes sense.",
  },
  turbulent: {
    easy: "A team that leans Turbulent tends to take feedback seriously and keep improving. It often sees what could go wrong before it does, checks its work a second time and seldom assumes that a good result will repeat itself without effort.",
    hard: "The cost is strain. Setbacks may be felt keenly, work can be polished past the point where polish helps, and worry may spread through the team as a deadline closes in.",
    strong:
      "When nearly everyone is self-critical, the team may overlook its own progress. Naming what went well at the end of each project, and agreeing in writing what good enough looks like before work starts, gives everyone a point at which to stop.",
    brings:
      "Members who lean Turbulent tend to catch the risk others wave through. They often ask for feedback, take a near miss seriously and push for the extra check that spares the team a larger problem later.",
    missing:
      "Nobody here leans Turbulent, so the worried question may need to be invited: a short review of what could go wrong before a launch, and real interest in critical feedback even when things seem fine.",
  },
  assertive: {
    easy: "A team that leans Assertive tends to stay steady under pressure. It usually recovers from a setback quickly, makes decisions without long second-guessing and keeps its composure when a plan goes wrong.",
    hard: "What it may find harder is hearing criticism. An early warning can be brushed aside, a risk may be judged smaller than it is, and members who voice a worry may feel it was not taken seriously.",
    strong:
      "When almost everyone is self-assured, confidence can hide a problem until it has grown. Asking directly for the strongest objection before a decision, and thanking whoever raises it, keeps useful doubt in the room.",
    brings:
      "Members who lean Assertive tend to steady a team after a setback. They often keep perspective when a plan goes wrong, make the call when the evidence is good enough and help others move on from a mistake.",
    missing:
      "Nobody here leans Assertive, so steadiness may need support: clear definitions of done, a habit of marking finished work, and leaders who say plainly when a mistake is a small one.",
  },
};

export const dimensionTexts: Record<Dimension, DimensionTexts> = {
  mind: {
    even: "With both preferences equally present, the same meeting can feel lively to some members and rushed to others. Mixing formats, such as open discussion followed by a short written round, lets both kinds of thinking reach the decision.",
    centered:
      "Most members are comfortable thinking aloud on some days and alone on others. That flexibility is useful, though it also means the team's habits here come more from its routines and its work than from anyone's strong preference.",
    narrow:
      "A tilt this small is easy to miss in daily work; it may show only in small choices, such as whether people reach first for a call or for a message.",
    spread: {
      close:
        "Scores sit close together, from {min} to {max} (a standard deviation of {sd} points), so members are likely to find each other's balance of talking and reflecting familiar.",
      moderate:
        "Scores run from {min} to {max}, a moderate spread with a standard deviation of {sd} points: enough difference that a meeting's format will suit some members better than others.",
      wide: "Scores are spread widely, from {min} to {max} (a standard deviation of {sd} points). Some members sit far out at each end, and the meeting one person finds just right may leave another worn out or wanting more.",
    },
  },
  energy: {
    even: "Some members start from facts and experience and as many start from patterns and possibilities. A disagreement here can sound as if one side is being unrealistic and the other unimaginative, when both are describing the same problem from different ends.",
    centered:
      "Most members move between the concrete and the abstract as the work asks. Without a strong default, the team has room to choose deliberately, case by case, between repeating what works and trying what is new.",
    narrow:
      "The tilt is slight, so both the practical and the speculative view are likely to be heard; it may show mainly in which kind of question gets asked first.",
    spread: {
      close:
        "The scores are bunched between {min} and {max}, with a standard deviation of {sd} points, so members are likely to agree on how much detail a plan needs.",
      moderate:
        "Scores run from {min} to {max} with a standard deviation of {sd} points, a moderate spread: a plan one member finds clear may feel vague, or fussy, to another.",
      wide: "Scores range widely, from {min} to {max} (a standard deviation of {sd} points). Some members want every step written down while others want the direction and little else, and each may need to hear what the other is asking for.",
    },
  },
  nature: {
    even: "The team has as many members who reason from logic first as from values first. In a hard decision, each side may hear the other as cold or as soft. Naming both questions out loud, does it work and is it fair, tends to turn that friction into a fuller answer.",
    centered:
      "Most members weigh logic and people's needs in roughly equal measure. Decisions may follow the situation more than a habit, which serves the team well as long as someone still names both considerations when a call is hard.",
    narrow:
      "The tilt is slight, so both the logical and the personal side of a decision are likely to have a voice; it may show mainly in which of the two is raised first.",
    spread: {
      close:
        "The scores lie near one another, {min} to {max} with a standard deviation of {sd} points, so members probably share a sense of how direct feedback should be.",
      moderate:
        "Scores run from {min} to {max}, a moderate spread (standard deviation {sd} points): feedback that one member finds plain and useful may strike another as blunt.",
      wide: "Scores stretch from {min} to {max} (a standard deviation of {sd} points). At the ends, members may differ sharply in what they want from feedback and from a disagreement, and agreeing on how to give it can spare the team a good deal of hurt.",
    },
  },
  tactics: {
    even: "Planners and adapters are present in equal numbers. The same project can feel overmanaged to one side and chaotic to the other. Agreeing early which parts of a plan are fixed and which stay open gives both a way of working they can live with.",
    centered:
      "Most members are willing to plan ahead or improvise as the work calls for. Without a strong default, the team may need to say how fixed each plan is, since nobody is likely to assume it on everyone's behalf.",
    narrow:
      "The tilt is slight, so planning and improvising are both likely to find support; it may show mainly in how early the team expects a decision.",
    spread: {
      close:
        "The scores cluster between {min} and {max} (a standard deviation of {sd} points), so members probably share an idea of how far ahead to plan.",
      moderate:
        "Scores run from {min} to {max} with a standard deviation of {sd} points, a moderate spread: a deadline that feels comfortable to one member may feel early, or late, to another.",
      wide: "Scores are far apart, from {min} to {max} (a standard deviation of {sd} points). Some members will want the plan fixed weeks ahead and others will want it left open, and saying so early tends to prevent quiet frustration later.",
    },
  },
  identity: {
    even: "Self-assured and self-questioning members are present in equal numbers. One side may read the other's calm as complacency and be read in turn as anxious, when each offers something the team needs: the confidence to act and the care to check.",
    centered:
      "Most members are confident on some days and self-questioning on others. The team's mood under pressure may depend more on the situation, and on how it is led, than on anyone's settled habit.",
    narrow:
      "The tilt is slight, so both confidence and caution are likely to be voiced; it may show mainly in how the team reacts to its first setback.",
    spread: {
      close:
        "These scores are close, from {min} to {max} with a standard deviation of {sd} points, so members are likely to respond to pressure in similar ways.",
      moderate:
        "Scores run from {min} to {max} (a standard deviation of {sd} points), a moderate spread: the same setback may worry some members far more than others.",
      wide: "Scores spread from {min} to {max} (a standard deviation of {sd} points). A piece of criticism that one member shrugs off may weigh on another for days, which is worth knowing before a difficult review.",
    },
  },
};

/** The passages about the four groups, for the summary's overview. */
export interface GroupTexts {
  /** More than half the shared results are in this group. */
  majority: string;
  /** The largest group, but not a majority. */
  plurality: string;
  /** Nobody's result is in this group. */
  missing: string;
}

export const groupTexts: Record<Category, GroupTexts> = {
  Analyst: {
    majority:
      "Analysts make up most of those who shared, so talk may turn quickly to systems, strategy and whether a plan survives hard questions. A group like this tends to enjoy difficult problems and may give less time to how people feel about the answer.",
    plurality:
      "Analysts are the largest group, which may give the team's discussions a questioning, strategic edge.",
    missing:
      "There are no Analysts, so questioning a plan's logic from first principles may need someone to take it on deliberately.",
  },
  Diplomat: {
    majority:
      "Diplomats make up most of those who shared, so conversations may return often to purpose, values and how people are doing. A group like this tends to build trust and a shared sense of meaning, and may find blunt trade-offs uncomfortable.",
    plurality:
      "Diplomats are the largest group, which may keep purpose and people near the center of the team's conversations.",
    missing:
      "There are no Diplomats, so the question of what the work means to the people doing it may go unasked unless someone raises it.",
  },
  Sentinel: {
    majority:
      "Sentinels make up most of those who shared, so the team may value clear roles, reliable routines and commitments kept. A group like this tends to be dependable and thorough, and may be slow to welcome a change that has not yet proved itself.",
    plurality:
      "Sentinels are the largest group, which may give the team a steady, dependable way of running its work.",
    missing:
      "There are no Sentinels, so routines, records and follow-up may depend on someone choosing to own them.",
  },
  Explorer: {
    majority:
      "Explorers make up most of those who shared, so the team may prefer hands-on problem solving and quick responses to what is happening now. A group like this tends to be resourceful when something breaks, and may find long-range plans and paperwork tedious.",
    plurality:
      "Explorers are the largest group, which may make the team quick to act and practical when something unexpected happens.",
    missing:
      "There are no Explorers, so improvising when a plan falls apart may take more effort than the team expects.",
  },
};

/** No group is larger than every other: several are tied for the most. */
export const mixedGroups =
  "No single group outnumbers the rest, so the team holds several ways of approaching a problem at once. That range can be a resource, though agreeing on how to work may take more effort than in a group that shares one style.";

/**
 * The opening sentence of a dimension's section, by how the team leans. `{lean}` is the number
 * leaning the majority's way, `{n}` the results shared, `{pole}` and `{other}` the poles' names,
 * `{rest}` what the others do (", while one leans Extraverted and two sit near the middle").
 */
export const leanSentences = {
  unanimous: "All {n} members who shared a result lean {pole}.",
  strong: "A large majority leans {pole}: {lean} of the {n} members who shared a result{rest}.",
  clear:
    "The team leans {pole}: {lean} of the {n} members who shared a result lean that way{rest}.",
  narrow:
    "The team tilts {pole}, but only just: {lean} of the {n} members who shared a result lean that way{rest}.",
  even: "The team is evenly split: {first} and {second}{rest}.",
  centered:
    "Most of the team sits near the middle: {middle} of the {n} scores fall within five points of 50{rest}.",
} as const;

/**
 * How a section names the members on the other side: `{who}` is their names (or how many they
 * are, in a large team), `{verb}` "leans" or "lean", `{other}` their pole.
 */
export const minoritySentences = {
  narrow: "On the other side, {who} {verb} {other}.",
  clear: "In the minority, {who} {verb} {other}.",
  strong: "Only {who} {verb} {other}, so their view is easy to miss and worth asking for.",
} as const;

/** The overview's lines about the whole team. `{groups}` and the counts are filled in. */
export const overviewSentences = {
  groups: "Among the {n} shared results are {groups}.",
  identity:
    "By the last letter of their results, {assertive} Assertive (-A) and {turbulent} Turbulent (-T); the Identity section below looks at the scores behind that split.",
} as const;

/** What this summary cannot tell, by the size of the picture. */
export const limitTexts = {
  /** Under 6 results. */
  small:
    "{N} results make a small picture. One member joining, leaving or retaking the test could change which way a dimension leans, so treat these leans as a starting point for conversation rather than a finding about the team.",
  /** 6 to 19 results. */
  medium:
    "With {n} results the picture is steadier than with a handful, but a few members can still move it: a lean of one or two people may change when someone new joins or retakes the test.",
  /** 20 results or more. */
  large:
    "Across {n} results the patterns are steadier, but they describe the group as a whole. They say nothing certain about any one member, and a team's average may match nobody in it.",
  /** Some members have not shared a result. */
  unshared:
    "Of the team's {members} members, {unshared} not shared a result, so this summary describes only those who have.",
  /** Always: how the middle is read. */
  middle:
    "Scores within five points of 50 are counted as near the middle rather than as a lean: on another day the same person could land on the other side.",
} as const;
