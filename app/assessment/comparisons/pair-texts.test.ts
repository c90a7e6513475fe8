import { expect, test } from "vitest";
import { typeCodes } from "../type-codes";
import { pairText, pairTexts } from "./index";

const words = (text: string) => text.trim().split(/\s+/).length;

/** Other sites' type nicknames (docs/writing/style-sheet.md): never ours. */
const nicknames =
  /\b(Architect|Logician|Commander|Debater|Advocate|Mediator|Protagonist|Campaigner|Logistician|Defender|Executive|Consul|Virtuoso|Adventurer|Entrepreneur|Entertainer|Mastermind|Fieldmarshal|Inventor|Counselor|Healer|Teacher|Champion|Inspector|Protector|Supervisor|Provider|Crafter|Composer|Promoter|Performer)s?\b/;

test("every pair of two different types has its text, and nothing else is there", () => {
  const expected = new Set<string>();
  for (const a of typeCodes)
    for (const b of typeCodes) if (a !== b) expected.add([a, b].sort().join("+"));
  expect(expected.size).toBe(120);
  expect(new Set(Object.keys(pairTexts))).toEqual(expected);
  expect(pairText("INTJ", "ENFP")).toBe(pairText("ENFP", "INTJ"));
  expect(pairText("INTJ", "INTJ")).toBeUndefined();
});

test("each field is 45 to 80 words of plain prose, within the style sheet's rules", () => {
  for (const [key, text] of Object.entries(pairTexts)) {
    for (const [field, value] of Object.entries(text)) {
      const where = `${key} ${field}`;
      expect(words(value), where).toBeGreaterThanOrEqual(45);
      expect(words(value), where).toBeLessThanOrEqual(80);
      expect(value, where).not.toMatch(nicknames);
      expect(value, where).not.toMatch(/!|%|\bcompatib|\bsoulmate|\bperfect match/i);
      expect(value, where).not.toMatch(/\b(Assertive|Turbulent)\b/);
    }
  }
});

test("no sentence is used for two pairs", () => {
  const seen = new Map<string, string>();
  for (const [key, text] of Object.entries(pairTexts))
    for (const value of Object.values(text))
      for (const sentence of value.split(/(?<=[.?])\s+/)) {
        if (words(sentence) < 6) continue;
        expect(seen.get(sentence), `"${sentence}" in ${key}`).toBeUndefined();
        seen.set(sentence, key);
      }
});

test("a text names its own two types, and no type outside the pair", () => {
  const names: Record<string, string> = {
    INTJ: "Cartographer",
    INTP: "Puzzler",
    ENTJ: "Navigator",
    ENTP: "Innovator",
    INFJ: "Confidant",
    INFP: "Poet",
    ENFJ: "Mentor",
    ENFP: "Spark",
    ISTJ: "Keystone",
    ISFJ: "Caretaker",
    ESTJ: "Organizer",
    ESFJ: "Host",
    ISTP: "Troubleshooter",
    ISFP: "Maker",
    ESTP: "Dynamo",
    ESFP: "Celebrant",
  };
  for (const [key, text] of Object.entries(pairTexts)) {
    const pair = key.split("+");
    const all = Object.values(text).join(" ");
    for (const code of pair)
      expect(all.includes(names[code]!) || all.includes(code), `${key} names ${code}`).toBe(true);
    for (const [code, name] of Object.entries(names))
      if (!pair.includes(code))
        expect(all, `${key} mentions ${name}`).not.toMatch(new RegExp(`\\b${name}s?\\b`));
  }
});
