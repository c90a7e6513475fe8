import { expect, test } from "vitest";
import premium from "virtual:typeatlas/premium";
import { answersFor } from "~/assessment/answer-sets";
import { profileSources } from "~/assessment/profiles";
import { computeResult, readDimension, type Result } from "~/assessment/scoring";
import type { TypeCode } from "~/assessment/type-codes";
import { buildPremiumReport, createPremiumReportBuilder, guidanceKindFor } from "./report.server";

const entryOf = (code: string) => premium.reports.find((entry) => entry.code === code)!;

function resultOf(code: TypeCode, identity: "A" | "T", dimensions: Result["dimensions"]): Result {
  return { type: `${code}-${identity}`, code, identity, dimensions };
}

test("clear scores get the clear guidance and slight or moderate ones the slight guidance", () => {
  // Mind 80% Introverted (clear), Energy 58% Intuitive (slight), Nature 65% Thinking (moderate),
  // Tactics 90% Judging (very clear).
  const result = resultOf("INTJ", "A", {
    mind: 20,
    energy: 58,
    nature: 35,
    tactics: 10,
    identity: 70,
  });
  const report = buildPremiumReport(result)!;
  const entry = entryOf("INTJ");
  expect(
    report.dimensions.map(({ dimension, name, leaning, strength, clarity, guidanceKind }) => ({
      dimension,
      name,
      leaning,
      strength,
      clarity,
      guidanceKind,
    })),
  ).toEqual([
    {
      dimension: "mind",
      name: "Mind",
      leaning: "Introverted",
      strength: 80,
      clarity: "clear",
      guidanceKind: "clear",
    },
    {
      dimension: "energy",
      name: "Energy",
      leaning: "Intuitive",
      strength: 58,
      clarity: "slight",
      guidanceKind: "slight",
    },
    {
      dimension: "nature",
      name: "Nature",
      leaning: "Thinking",
      strength: 65,
      clarity: "moderate",
      guidanceKind: "slight",
    },
    {
      dimension: "tactics",
      name: "Tactics",
      leaning: "Judging",
      strength: 90,
      clarity: "very clear",
      guidanceKind: "clear",
    },
  ]);
  const [mind, energy, nature, tactics] = report.dimensions;
  expect(mind!.intro).toEqual(entry.dimensions.mind.intro);
  expect(mind!.guidance).toEqual(entry.dimensions.mind.clear);
  expect(energy!.guidance).toEqual(entry.dimensions.energy.slight);
  expect(nature!.guidance).toEqual(entry.dimensions.nature.slight);
  expect(tactics!.guidance).toEqual(entry.dimensions.tactics.clear);
  expect(report.growthPlan).toEqual(entry.growthPlan);
  expect(report.career).toEqual(entry.career);
  expect(report.relationships).toEqual(entry.relationships);
});

test("the variant switches between 70% (moderate) and 71% (clear), and borderline is slight", () => {
  expect(guidanceKindFor(readDimension("mind", 70).clarity)).toBe("slight");
  expect(guidanceKindFor(readDimension("mind", 71).clarity)).toBe("clear");
  expect(guidanceKindFor(readDimension("mind", 30).clarity)).toBe("slight");
  expect(guidanceKindFor(readDimension("mind", 29).clarity)).toBe("clear");

  const report = buildPremiumReport(
    resultOf("ENFP", "T", { mind: 52, energy: 100, nature: 50, tactics: 75, identity: 45 }),
  )!;
  const [mind, energy, nature] = report.dimensions;
  expect(mind).toMatchObject({ leaning: "Extraverted", strength: 52, borderline: true });
  expect(mind!.guidanceKind).toBe("slight");
  // Exactly 50 reads as the first pole, like the type letter and the result bars.
  expect(nature).toMatchObject({ leaning: "Thinking", strength: 50, guidanceKind: "slight" });
  expect(energy).toMatchObject({ strength: 100, clarity: "very clear", guidanceKind: "clear" });
});

test("Identity shows the Assertive part for -A and the Turbulent part for -T", () => {
  const entry = entryOf("ISFP");
  const scores = { mind: 30, energy: 30, nature: 70, tactics: 70 };
  const assertive = buildPremiumReport(resultOf("ISFP", "A", { ...scores, identity: 83 }))!;
  expect(assertive.identity).toMatchObject({
    identity: "A",
    name: "Identity",
    leaning: "Assertive",
    strength: 83,
    clarity: "clear",
  });
  expect(assertive.identity.intro).toEqual(entry.identity.intro);
  expect(assertive.identity.body).toEqual(entry.identity.assertive);
  expect(assertive.type).toBe("ISFP-A");

  const turbulent = buildPremiumReport(resultOf("ISFP", "T", { ...scores, identity: 40 }))!;
  expect(turbulent.identity).toMatchObject({ identity: "T", leaning: "Turbulent", strength: 60 });
  expect(turbulent.identity.body).toEqual(entry.identity.turbulent);
  expect(turbulent.type).toBe("ISFP-T");
});

test("a scored result carries its own percentages and the type's name into the report", () => {
  const result = computeResult(answersFor("ISTP-T", 2));
  const report = buildPremiumReport(result)!;
  expect(report.code).toBe("ISTP");
  expect(report.typeName).toBe(profileSources.ISTP.name);
  for (const part of [...report.dimensions, report.identity]) {
    const dimension = "dimension" in part ? part.dimension : "identity";
    const reading = readDimension(dimension, result.dimensions[dimension]);
    expect(part).toMatchObject({
      value: reading.value,
      leaning: reading.leaning,
      strength: reading.strength,
      clarity: reading.clarity,
      borderline: reading.borderline,
    });
  }
});

test("the report is plain data that survives a loader's JSON round trip", () => {
  const report = buildPremiumReport(computeResult(answersFor("ENTJ-A", 3)));
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
});

test("a type without a premium file gets no report", () => {
  const result = computeResult(answersFor("INTJ-A"));
  expect(buildPremiumReport({ ...result, code: "XXXX" as TypeCode, type: "XXXX-A" })).toBeNull();
  expect(createPremiumReportBuilder({ reports: [] })(result)).toBeNull();
  expect(createPremiumReportBuilder({ reports: [entryOf("INTJ")] })(result)?.code).toBe("INTJ");
});

test("a report reads in the page's language where its files are written in it, else in English, and says which", () => {
  const result = computeResult(answersFor("INTJ-T", 3));
  const english = entryOf("INTJ");
  const german = {
    ...english,
    growthPlan: [
      { type: "paragraph" as const, spans: [{ text: "Drei Schritte für diese Woche." }] },
    ],
  };
  const build = createPremiumReportBuilder({
    reports: premium.reports,
    translations: { de: [german] },
  });

  const inGerman = build(result, "de")!;
  expect(inGerman.lang).toBe("de");
  expect(inGerman.growthPlan).toEqual(german.growthPlan);
  // The type's name is the page's, wherever the writing comes from.
  expect(inGerman.typeName).not.toBe(profileSources.INTJ.name);

  const inKorean = build(result, "ko")!;
  expect(inKorean.lang).toBe("en");
  expect(inKorean.growthPlan).toEqual(english.growthPlan);
  expect(inKorean.typeName).not.toBe(profileSources.INTJ.name);

  const inEnglish = build(result)!;
  expect(inEnglish.lang).toBe("en");
  expect(inEnglish.typeName).toBe(profileSources.INTJ.name);
});
