import { expect, test } from "vitest";
import { answersFor } from "./answer-sets";
import { loadProfile } from "./load-profile";
import { getProfile, profileKeys, profileSources } from "./profiles";
import { computeResult } from "./scoring";
import { categoryOf, isTypeCode, typeCodes } from "./type-codes";

// Other sites' type nicknames, which we must never use as names (docs/writing/style-sheet.md).
const forbiddenNames =
  /\b(Architect|Logician|Commander|Debater|Advocate|Mediator|Protagonist|Campaigner|Logistician|Defender|Executive|Consul|Virtuoso|Adventurer|Entrepreneur|Entertainer|Mastermind|Fieldmarshal|Inventor|Counselor|Healer|Teacher|Champion|Inspector|Protector|Supervisor|Provider|Crafter|Composer|Promoter|Performer)\b/;

const words = (text: string) => text.trim().split(/\s+/).length;

test("there are 32 keys and each is reached by an answer set and has a complete profile", () => {
  expect(profileKeys).toHaveLength(32);
  for (const key of profileKeys) {
    expect(computeResult(answersFor(key)).type).toBe(key);
    const profile = getProfile(key);
    expect(profile, key).toBeDefined();
    if (!profile) continue;
    expect(profile.key).toBe(key);
    expect(profile.category).toBe(categoryOf(profile.code));
    expect(profile.name).toMatch(/^The [A-Z][a-z]+$/);
    expect(profile.name).not.toMatch(forbiddenNames);
    expect(profile.tagline.length).toBeGreaterThan(20);
    expect(profile.tagline.length).toBeLessThan(90);
    expect(words(profile.description)).toBeGreaterThanOrEqual(80);
    expect(profile.frequency).toMatch(/^[1-8]-[1-8]%$/);
    expect(profile.strengths.length).toBeGreaterThanOrEqual(5);
    expect(profile.challenges.length).toBeGreaterThanOrEqual(5);
    for (const point of [...profile.strengths, ...profile.challenges]) {
      expect(point.title.length).toBeGreaterThan(2);
      expect(words(point.description)).toBeGreaterThanOrEqual(10);
    }
    expect(profile.careers.ideal.length).toBeGreaterThanOrEqual(8);
    expect(profile.careers.environment.length).toBeGreaterThanOrEqual(3);
    expect(words(profile.careers.tip)).toBeGreaterThanOrEqual(15);
    expect(profile.relationships.strengths.length).toBeGreaterThanOrEqual(3);
    expect(profile.relationships.compatibleTypes.length).toBeGreaterThanOrEqual(2);
    for (const code of profile.relationships.compatibleTypes) expect(isTypeCode(code)).toBe(true);
    expect(words(profile.relationships.tip)).toBeGreaterThanOrEqual(15);
    expect(profile.famousPeople.length).toBeGreaterThanOrEqual(3);
    expect(profile.coreValues.length).toBeGreaterThanOrEqual(3);
  }
});

test("frequencies stay within the spec's range, from 1-3% to 7-8%", () => {
  for (const code of typeCodes) {
    const [low, high] = profileSources[code].frequency.replace("%", "").split("-").map(Number);
    expect(low).toBeGreaterThanOrEqual(1);
    expect(high).toBeLessThanOrEqual(8);
    expect(low).toBeLessThan(high!);
  }
});

test("the sixteen names are distinct", () => {
  expect(new Set(typeCodes.map((code) => profileSources[code].name)).size).toBe(16);
});

test("A and T share the core but differ in tagline, description and tips", () => {
  for (const code of typeCodes) {
    const a = getProfile(`${code}-A`)!;
    const t = getProfile(`${code}-T`)!;
    expect(t.strengths).toBe(a.strengths);
    expect(t.careers.ideal).toBe(a.careers.ideal);
    expect(t.tagline).not.toBe(a.tagline);
    expect(t.description).not.toBe(a.description);
    expect(t.careers.tip).not.toBe(a.careers.tip);
    expect(t.relationships.tip).not.toBe(a.relationships.tip);
  }
});

test("the browser's lazy loader builds the same profile as the server's index", async () => {
  for (const key of profileKeys) expect(await loadProfile(key)).toEqual(getProfile(key));
});

test("a key without a profile finds nothing", async () => {
  for (const key of ["INTJ", "INTJ-X", "XXXX-A", "intj-a", ""]) {
    expect(getProfile(key)).toBeUndefined();
    expect(await loadProfile(key)).toBeUndefined();
  }
});
