import { expect, test } from "vitest";
import { defaultSections, sectionIcon } from "./type-sections";

test("the default sections are the spec's seven, in order", () => {
  expect(defaultSections.map((section) => section.slug)).toEqual([
    "strengths-weaknesses",
    "romantic-relationships",
    "friendships",
    "parenthood",
    "career-paths",
    "workplace-habits",
    "conclusion",
  ]);
});

test("icons are chosen by keywords in the title or the slug", () => {
  const icons = ["scale", "heart", "users", "baby", "briefcase", "building", "flag"];
  expect(defaultSections.map((section) => sectionIcon(section.title))).toEqual(icons);
  // The slug, which stays English in every language.
  expect(defaultSections.map((section) => sectionIcon(section.slug))).toEqual(icons);
  expect(sectionIcon("Love and Dating")).toBe("heart");
  expect(sectionIcon("Raising Children")).toBe("baby");
  expect(sectionIcon("Something Else")).toBe("book");
});
