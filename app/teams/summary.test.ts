import fc from "fast-check";
import { expect, test } from "vitest";
import { dimensions, type Dimension } from "~/assessment/questions";
import { poleOf } from "~/assessment/scoring";
import { teamComposition, type SharedResult } from "./composition";
import { leanOf, teamSummary, type DimensionSummary, type TeamSummary } from "./summary";
import {
  dimensionTexts,
  groupTexts,
  leanSentences,
  limitTexts,
  minoritySentences,
  mixedGroups,
  overviewSentences,
  poleTexts,
} from "./summary-texts";

type Scores = Record<Dimension, number>;
const neutral: Scores = { mind: 30, energy: 70, nature: 30, tactics: 30, identity: 70 };

/** A member's shared result from scores (the rest of the five fixed), with the type they give. */
const member = (name: string, scores: Partial<Scores> = {}): SharedResult => {
  const dimensions = { ...neutral, ...scores };
  return {
    memberId: `id-${name.toLowerCase()}`,
    name,
    type: typeOf(dimensions),
    dimensions,
  };
};

const typeOf = (scores: Scores) =>
  `${(["mind", "energy", "nature", "tactics"] as const).map((d) => poleOf(d, scores[d]).letter).join("")}-${poleOf("identity", scores.identity).letter}`;

const summaryOf = (results: SharedResult[], members?: number) =>
  teamSummary(teamComposition(results), { members })!;
const section = (summary: TeamSummary, dimension: Dimension) =>
  summary.dimensions.find((part) => part.dimension === dimension)!;
const allText = (summary: TeamSummary) =>
  [
    ...summary.overview,
    ...summary.dimensions.flatMap((part) => part.paragraphs),
    ...summary.limits,
  ].join("\n");

/** The words that claim a lean: none of them may appear where a team does not lean. */
const leanClaims =
  /The team (leans|tilts)|A team that leans|A large majority|\bAll \S+ members|In the minority|On the other side|\bOnly\b/;

test("fewer than three shared results give no summary; three give one", () => {
  expect(teamSummary(teamComposition([]))).toBeNull();
  expect(teamSummary(teamComposition([member("Ada")]))).toBeNull();
  expect(teamSummary(teamComposition([member("Ada"), member("Bo")]), { members: 9 })).toBeNull();
  const three = teamSummary(teamComposition([member("Ada"), member("Bo"), member("Cy")]));
  expect(three?.n).toBe(3);
  expect(three?.dimensions.map((part) => part.dimension)).toEqual([...dimensions]);
});

test("a clear Introverted majority names the Extraverted minority and says what they bring", () => {
  const summary = summaryOf([
    member("Ada", { mind: 20 }),
    member("Cy", { mind: 25 }),
    member("Di", { mind: 30 }),
    member("Ed", { mind: 35 }),
    member("Fay", { mind: 40 }),
    member("Bo", { mind: 80 }),
    member("Gus", { mind: 72 }),
  ]);
  const mind = section(summary, "mind");
  expect(mind).toMatchObject({
    lean: "introverted",
    strength: "clear",
    counts: { first: 5, middle: 0, second: 2 },
    minority: {
      pole: "extraverted",
      members: [
        { memberId: "id-bo", name: "Bo" },
        { memberId: "id-gus", name: "Gus" },
      ],
    },
  });
  const [opening, lean, other] = mind.paragraphs;
  expect(opening).toMatch(
    /^The team leans Introverted: five of the seven members who shared a result lean that way, while two lean Extraverted\./,
  );
  expect(lean).toBe(`${poleTexts.introverted.easy} ${poleTexts.introverted.hard}`);
  expect(other).toBe(
    `In the minority, Bo and Gus lean Extraverted. ${poleTexts.extraverted.brings}`,
  );
});

test("a strong lean with one member on the other side names them and adds the blind spot", () => {
  const summary = summaryOf([
    member("Ada", { tactics: 80 }),
    member("Bo", { tactics: 90 }),
    member("Cy", { tactics: 75 }),
    member("Di", { tactics: 66 }),
    member("Ed", { tactics: 20 }),
  ]);
  const tactics = section(summary, "tactics");
  expect(tactics.strength).toBe("strong");
  expect(tactics.lean).toBe("perceiving");
  expect(tactics.minority?.members.map((m) => m.name)).toEqual(["Ed"]);
  expect(tactics.paragraphs[0]).toMatch(
    /^A large majority leans Perceiving: four of the five members who shared a result, while one leans Judging\./,
  );
  expect(tactics.paragraphs[1]).toContain(poleTexts.perceiving.strong);
  expect(tactics.paragraphs[2]).toBe(
    `Only Ed leans Judging, so their view is easy to miss and worth asking for. ${poleTexts.judging.brings}`,
  );
});

test("an evenly split dimension claims no lean and names no minority", () => {
  const summary = summaryOf([
    member("Ada", { nature: 20 }),
    member("Bo", { nature: 30 }),
    member("Cy", { nature: 40 }),
    member("Di", { nature: 60 }),
    member("Ed", { nature: 70 }),
    member("Fay", { nature: 85 }),
    member("Gus", { nature: 50 }),
  ]);
  const nature = section(summary, "nature");
  expect(nature).toMatchObject({ lean: null, strength: "even", minority: null });
  expect(nature.counts).toEqual({ first: 3, middle: 1, second: 3 });
  expect(nature.paragraphs[0]).toMatch(
    /^The team is evenly split: three lean Thinking and three lean Feeling, while one sits near the middle\./,
  );
  expect(nature.paragraphs[1]).toBe(dimensionTexts.nature.even);
  expect(nature.paragraphs).toHaveLength(2);
  for (const paragraph of nature.paragraphs) expect(paragraph).not.toMatch(leanClaims);
});

test("scores near 50 are not a lean: a team mostly in the middle is centered, whatever its letters", () => {
  // Every score is 50 or under, so every type letter is Introverted; none is a real lean.
  const summary = summaryOf([
    member("Ada", { mind: 50 }),
    member("Bo", { mind: 47 }),
    member("Cy", { mind: 46 }),
    member("Di", { mind: 30 }),
  ]);
  const composition = teamComposition([member("Ada", { mind: 50 })]);
  expect(composition.dimensions[0]!.atOrBelow).toBe(1);
  const mind = section(summary, "mind");
  expect(mind).toMatchObject({ lean: null, strength: "centered", minority: null });
  expect(mind.paragraphs[0]).toMatch(
    /^Most of the team sits near the middle: three of the four scores fall within five points of 50, while one leans Introverted\./,
  );
  for (const paragraph of mind.paragraphs) expect(paragraph).not.toMatch(leanClaims);
});

test("a unanimous dimension says what nobody on the other side would bring, without inventing a minority", () => {
  const summary = summaryOf([
    member("Ada", { energy: 10 }),
    member("Bo", { energy: 20 }),
    member("Cy", { energy: 30 }),
  ]);
  const energy = section(summary, "energy");
  expect(energy).toMatchObject({ lean: "sensing", strength: "unanimous", minority: null });
  expect(energy.paragraphs[0]).toMatch(/^All three members who shared a result lean Sensing\./);
  expect(energy.paragraphs[2]).toBe(poleTexts.intuitive.missing);
});

test("a narrow lead is a tilt, with the members on the other side named", () => {
  const summary = summaryOf([
    member("Ada", { identity: 80 }),
    member("Bo", { identity: 70 }),
    member("Cy", { identity: 65 }),
    member("Di", { identity: 30 }),
    member("Ed", { identity: 20 }),
  ]);
  const identity = section(summary, "identity");
  expect(identity).toMatchObject({ lean: "assertive", strength: "narrow" });
  expect(identity.paragraphs[0]).toMatch(
    /^The team tilts Assertive, but only just: three of the five/,
  );
  expect(identity.paragraphs[1]).toBe(
    `${dimensionTexts.identity.narrow} ${poleTexts.assertive.easy}`,
  );
  expect(identity.paragraphs[2]).toBe(
    `On the other side, Di and Ed lean Turbulent. ${poleTexts.turbulent.brings}`,
  );
});

test("in a large team the minority is counted in the text and listed in full in the data", () => {
  const results = [
    ...Array.from({ length: 30 }, (_, i) => member(`Quiet ${i}`, { mind: 20 + (i % 20) })),
    ...Array.from({ length: 14 }, (_, i) => member(`Loud ${i}`, { mind: 70 + i })),
  ];
  const mind = section(summaryOf(results), "mind");
  expect(mind.strength).toBe("clear");
  expect(mind.minority?.members).toHaveLength(14);
  expect(mind.paragraphs[2]).toMatch(/^In the minority, 14 members lean Extraverted\./);
  expect(mind.paragraphs[2]).not.toContain("Loud 0");
});

test("how far apart scores are: close, moderate and wide read differently, with the figures", () => {
  const close = section(
    summaryOf([member("A", { mind: 20 }), member("B", { mind: 22 }), member("C", { mind: 24 })]),
    "mind",
  );
  expect(close.spread).toBe("close");
  expect(close.paragraphs[0]).toContain("from 20 to 24 (a standard deviation of 2 points)");
  const wide = section(
    summaryOf([member("A", { mind: 5 }), member("B", { mind: 40 }), member("C", { mind: 95 })]),
    "mind",
  );
  expect(wide.spread).toBe("wide");
  expect(wide.paragraphs[0]).toContain("from 5 to 95");
  const moderate = section(
    summaryOf([member("A", { mind: 10 }), member("B", { mind: 25 }), member("C", { mind: 40 })]),
    "mind",
  );
  expect(moderate.spread).toBe("moderate");
  expect(new Set([close, wide, moderate].map((part) => part.paragraphs[0])).size).toBe(3);
});

test("the overview counts the four groups, says which leads or that none does, and gives the identity split", () => {
  const analysts = summaryOf([
    member("A", { mind: 20, energy: 80, nature: 20, tactics: 20, identity: 80 }),
    member("B", { mind: 20, energy: 80, nature: 20, tactics: 80, identity: 80 }),
    member("C", { mind: 80, energy: 80, nature: 20, tactics: 20, identity: 20 }),
    member("D", { mind: 20, energy: 20, nature: 20, tactics: 20, identity: 20 }),
  ]);
  expect(analysts.overview[0]).toBe(
    [
      "Among the four shared results are three Analysts, no Diplomats, one Sentinel and no Explorers.",
      groupTexts.Analyst.majority,
      groupTexts.Diplomat.missing,
      groupTexts.Explorer.missing,
    ].join(" "),
  );
  expect(analysts.overview[1]).toMatch(
    /^By the last letter of their results, two are Assertive \(-A\) and two are Turbulent \(-T\);/,
  );
  const tied = summaryOf([
    member("A", { energy: 80, nature: 20 }),
    member("B", { energy: 80, nature: 80 }),
    member("C", { energy: 20, tactics: 20 }),
    member("D", { energy: 20, tactics: 80 }),
  ]);
  expect(tied.overview[0]).toBe(
    `Among the four shared results are one Analyst, one Diplomat, one Sentinel and one Explorer. ${mixedGroups}`,
  );
  const plurality = summaryOf([
    member("A", { energy: 20, tactics: 20 }),
    member("B", { energy: 20, tactics: 20 }),
    member("C", { energy: 80, nature: 80 }),
    member("D", { energy: 80, nature: 20 }),
    member("E", { energy: 20, tactics: 80 }),
  ]);
  expect(plurality.overview[0]).toContain(groupTexts.Sentinel.plurality);
});

test("what the picture cannot tell depends on its size and on who has not shared", () => {
  const three = [member("A"), member("B"), member("C")];
  const small = summaryOf(three, 8);
  expect(small.limits[0]).toMatch(/^Three results make a small picture\./);
  expect(small.limits[0]).toContain(
    "Of the team's eight members, five have not shared a result, so this summary describes only those who have.",
  );
  expect(small.limits[1]).toBe(limitTexts.middle);
  const medium = summaryOf(Array.from({ length: 8 }, (_, i) => member(`M${i}`)));
  expect(medium.limits[0]).toMatch(/^With eight results the picture is steadier/);
  expect(medium.limits[0]).not.toContain("have not shared");
  const large = summaryOf(
    Array.from({ length: 40 }, (_, i) => member(`L${i}`)),
    41,
  );
  expect(large.limits[0]).toMatch(/^Across 40 results the patterns are steadier/);
  expect(large.limits[0]).toContain("Of the team's 41 members, one has not shared a result");
});

test("the lean's strength comes from the counts, never from a 50/50 split", () => {
  expect(leanOf({ first: 2, middle: 0, second: 2 }).strength).toBe("even");
  expect(leanOf({ first: 250, middle: 0, second: 250 })).toEqual({ strength: "even", side: null });
  expect(leanOf({ first: 0, middle: 3, second: 2 }).strength).toBe("centered");
  expect(leanOf({ first: 2, middle: 0, second: 1 })).toEqual({ strength: "narrow", side: 0 });
  expect(leanOf({ first: 3, middle: 0, second: 2 }).strength).toBe("narrow");
  expect(leanOf({ first: 6, middle: 0, second: 4 }).strength).toBe("clear");
  expect(leanOf({ first: 260, middle: 0, second: 240 }).strength).toBe("narrow");
  expect(leanOf({ first: 1, middle: 0, second: 3 })).toEqual({ strength: "strong", side: 1 });
  expect(leanOf({ first: 8, middle: 2, second: 0 }).strength).toBe("strong");
  expect(leanOf({ first: 0, middle: 0, second: 3 }).strength).toBe("unanimous");
});

/** Scores for a dimension's members that give a strength, a lean and a spread band. */
function scoresFor(strength: string, side: 0 | 1, spread: "close" | "moderate" | "wide"): number[] {
  const at = (offset: number) => (side === 0 ? 50 - offset : 50 + offset);
  const away = (offset: number) => (side === 0 ? 50 + offset : 50 - offset);
  const pick = { close: [8, 12], moderate: [10, 40], wide: [6, 49] }[spread];
  const [near, far] = pick as [number, number];
  switch (strength) {
    case "unanimous":
      return spread === "wide" ? [at(6), at(49), at(49), at(6)] : [at(near), at(far), at(near)];
    case "strong":
      return [at(far), at(far), at(near), at(far), away(near)];
    case "clear":
      return [at(far), at(near), at(far), at(near), at(far), away(near), away(near)];
    default:
      return [at(far), at(near), at(far), away(near), away(far)];
  }
}

test("every dimension, lean, strength and spread reads differently, and every text is filled in", () => {
  const seen = new Map<string, string>();
  for (const dimension of dimensions)
    for (const side of [0, 1] as const)
      for (const strength of ["narrow", "clear", "strong", "unanimous"])
        for (const spread of ["close", "moderate", "wide"] as const) {
          const scores = scoresFor(strength, side, spread);
          const summary = summaryOf(
            scores.map((score, i) => member(`P${i}`, { [dimension]: score })),
          );
          const part: DimensionSummary = section(summary, dimension);
          const label = `${dimension} ${side} ${strength} ${spread}`;
          // Some combinations cannot be built from so few scores (a close unanimous pair with
          // a far member): only those that come out as asked are compared.
          if (part.strength !== strength || part.spread !== spread) continue;
          const text = part.paragraphs.join("\n");
          expect(text, label).not.toMatch(/[{}]/);
          expect(seen.get(text), label).toBeUndefined();
          seen.set(text, label);
        }
  // Most of the 120 combinations are reachable with these scores.
  expect(seen.size).toBeGreaterThanOrEqual(80);
});

const everyText = [
  ...Object.values(poleTexts).flatMap((texts) => Object.values(texts)),
  ...Object.values(dimensionTexts).flatMap((texts) => [
    texts.even,
    texts.centered,
    texts.narrow,
    ...Object.values(texts.spread),
  ]),
  ...Object.values(groupTexts).flatMap((texts) => Object.values(texts)),
  mixedGroups,
  ...Object.values(leanSentences),
  ...Object.values(minoritySentences),
  ...Object.values(overviewSentences),
  ...Object.values(limitTexts),
];

/** Other sites' type nicknames (docs/writing/style-sheet.md): never ours. */
const nicknames =
  /\b(Architect|Logician|Commander|Debater|Advocate|Mediator|Protagonist|Campaigner|Logistician|Defender|Executive|Consul|Virtuoso|Adventurer|Entrepreneur|Entertainer|Mastermind|Fieldmarshal|Inventor|Counselor|Healer|Teacher|Champion|Inspector|Protector|Supervisor|Provider|Crafter|Composer|Promoter|Performer)s?\b/;

test("the passages keep to the style sheet: no claims of performance, scores or certainty", () => {
  for (const text of everyText) {
    expect(text).not.toMatch(nicknames);
    expect(text).not.toMatch(
      /!|%|\bcompatib|\bbest team|\bworst\b|\bperform|\bsucceed|\bfail to\b/i,
    );
    expect(text).not.toMatch(/\b(always|never|will be|guarantee|proven|studies|research)\b/i);
    // "energy" names the Intuitive/Sensing scale on this site; it is not a word for E/I here.
    expect(text).not.toMatch(/\benergy\b/i);
  }
});

test("no sentence of the passages is used twice", () => {
  const seen = new Set<string>();
  for (const text of everyText)
    for (const sentence of text.split(/(?<=[.?])\s+/)) {
      if (sentence.split(/\s+/).length < 6) continue;
      expect(seen.has(sentence), sentence).toBe(false);
      seen.add(sentence);
    }
});

test("each pole's passages name the pole they describe where they describe a leaning group", () => {
  const names: Record<string, string> = {
    introverted: "Introverted",
    extraverted: "Extraverted",
    sensing: "Sensing",
    intuitive: "Intuitive",
    thinking: "Thinking",
    feeling: "Feeling",
    judging: "Judging",
    perceiving: "Perceiving",
    turbulent: "Turbulent",
    assertive: "Assertive",
  };
  for (const [pole, texts] of Object.entries(poleTexts)) {
    expect(texts.easy, pole).toMatch(new RegExp(`^A team that leans ${names[pole]}\\b`));
    expect(texts.brings, pole).toMatch(new RegExp(`^Members who lean ${names[pole]}\\b`));
    expect(texts.missing, pole).toMatch(new RegExp(`^Nobody here leans ${names[pole]}\\b`));
  }
});

test("the whole summary of a mixed team has no unfilled placeholder and names only its members", () => {
  const summary = summaryOf(
    [
      member("Ada", { mind: 10, energy: 90, nature: 20, tactics: 15, identity: 80 }),
      member("Bo", { mind: 85, energy: 75, nature: 80, tactics: 90, identity: 30 }),
      member("Cy", { mind: 40, energy: 20, nature: 35, tactics: 10, identity: 45 }),
      member("Di", { mind: 52, energy: 60, nature: 42, tactics: 70, identity: 60 }),
      member("Ed", { mind: 25, energy: 55, nature: 65, tactics: 35, identity: 20 }),
    ],
    6,
  );
  const text = allText(summary);
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/undefined|NaN/);
});

test("for any team, a dimension with as many on each side claims no lean, and a lean always has more on its side", () => {
  const score = fc.integer({ min: 0, max: 100 });
  const scores = fc.record({
    mind: score,
    energy: score,
    nature: score,
    tactics: score,
    identity: score,
  });
  fc.assert(
    fc.property(fc.array(scores, { minLength: 3, maxLength: 40 }), (team) => {
      const summary = summaryOf(team.map((dimensions, i) => member(`M${i}`, dimensions)));
      for (const part of summary.dimensions) {
        const { first, second } = part.counts;
        if (first === second) {
          expect(part.lean).toBeNull();
          for (const paragraph of part.paragraphs) expect(paragraph).not.toMatch(leanClaims);
        }
        if (part.lean !== null) {
          const side = part.lean === poleOf(part.dimension, 0).pole ? first : second;
          expect(side).toBeGreaterThan(Math.min(first, second));
          expect(part.minority?.members.length ?? 0).toBe(Math.min(first, second));
        } else expect(part.minority).toBeNull();
      }
    }),
  );
});
