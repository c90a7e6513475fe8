import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import premium from "virtual:typeatlas/premium";
import { typeCodes } from "~/assessment/type-codes";
import { ContentError } from "./compile";
import { compilePremium, premiumMinWords } from "./premium-compile";
import { plainText, wordCount } from "./rich-text";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
const copies: string[] = [];

/** A copy of `content/premium/` to break one file in, so the real content stays untouched. */
function premiumCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-premium-"));
  copies.push(dir);
  const contentDir = path.join(dir, "content");
  fs.cpSync(path.join(root, "content/premium"), path.join(contentDir, "premium"), {
    recursive: true,
  });
  return contentDir;
}

function edit(file: string, change: (text: string) => string) {
  const before = fs.readFileSync(file, "utf8");
  const after = change(before);
  expect(after, "the edit changed nothing").not.toBe(before);
  fs.writeFileSync(file, after);
}

function problemsOf(contentDir: string): string[] {
  try {
    compilePremium({ contentDir, publicDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const lineOf = (file: string, text: string) =>
  fs.readFileSync(file, "utf8").split("\n").indexOf(text) + 1;

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("the sixteen real premium files compile, each split into every part with text", () => {
  const bundle = compilePremium({ contentDir: path.join(root, "content"), publicDir });
  expect(bundle.reports.map((entry) => entry.code)).toEqual([...typeCodes]);
  for (const entry of bundle.reports) {
    expect(entry.id).toBe(`premium-${entry.code.toLowerCase()}`);
    const parts = [
      ...Object.values(entry.dimensions).flatMap((part) => [part.intro, part.clear, part.slight]),
      entry.identity.intro,
      entry.identity.assertive,
      entry.identity.turbulent,
      entry.growthPlan,
      entry.career,
      entry.relationships,
    ];
    expect(parts, entry.code).toHaveLength(18);
    for (const part of parts) {
      expect(plainText(part).length, entry.code).toBeGreaterThan(100);
      // The required headings are the structure, not the text.
      expect(part.some((block) => block.type === "heading")).toBe(false);
    }
    const words = parts.reduce((sum, part) => sum + wordCount(plainText(part)), 0);
    expect(words, entry.code).toBeGreaterThanOrEqual(premiumMinWords - 40);
  }
});

test("the virtual module serves the same compiled premium writing", () => {
  expect(premium.reports).toEqual(
    compilePremium({ contentDir: path.join(root, "content"), publicDir }).reports,
  );
});

test("a missing sub-heading is named with its part and where it belongs", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/intj.md");
  edit(file, (text) =>
    text.replace(
      /(## Energy[\s\S]*?)### When the preference is slight\n/,
      (_, before: string) => before,
    ),
  );
  expect(problemsOf(dir)).toEqual([
    'content/premium/intj.md: body: missing heading "### When the preference is slight" under "## Energy" (after "### When the preference is clear")',
  ]);
});

test("a missing part, and a misspelt part heading, are reported with the file", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/isfp.md");
  edit(file, (text) => text.replace("## Career guidance", "## Career advice"));
  const line = lineOf(file, "## Career advice");
  expect(problemsOf(dir)).toEqual([
    `content/premium/isfp.md: body (line ${line}): unexpected heading "## Career advice"`,
    'content/premium/isfp.md: body: missing heading "## Career guidance" (after "## Growth plan")',
  ]);
});

test("parts in the wrong order are reported at the heading that is out of place", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/entp.md");
  edit(file, (text) => {
    const energy = text.indexOf("## Energy");
    const nature = text.indexOf("## Nature");
    const tactics = text.indexOf("## Tactics");
    // Swap the Energy and Nature parts.
    return (
      text.slice(0, energy) +
      text.slice(nature, tactics) +
      text.slice(energy, nature) +
      text.slice(tactics)
    );
  });
  expect(problemsOf(dir)).toEqual([
    `content/premium/entp.md: body (line ${lineOf(file, "## Energy")}): heading "## Energy" is out of order: it must come before "## Nature"`,
  ]);
});

test("sub-parts in the wrong order and an extra heading are errors", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/infj.md");
  edit(file, (text) =>
    text
      .replace("### Assertive", "### TEMP")
      .replace("### Turbulent", "### Assertive")
      .replace("### TEMP", "### Turbulent")
      .replace("## Growth plan\n", "## Growth plan\n\n### Week one\n"),
  );
  expect(problemsOf(dir)).toEqual([
    `content/premium/infj.md: body (line ${lineOf(file, "### Assertive")}): heading "### Assertive" under "## Identity" is out of order: it must come before "### Turbulent"`,
    `content/premium/infj.md: body (line ${lineOf(file, "### Week one")}): unexpected heading "### Week one" under "## Growth plan"`,
  ]);
});

test("a part without its introduction is an error", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/estj.md");
  edit(file, (text) =>
    text.replace(/## Tactics\n[\s\S]*?(### When the preference is clear)/, "## Tactics\n\n$1"),
  );
  expect(problemsOf(dir)).toEqual([
    `content/premium/estj.md: body (line ${lineOf(file, "## Tactics")}): "## Tactics" needs an introduction before "### When the preference is clear"`,
  ]);
});

test("a file under 1,500 words is too short", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/istj.md");
  // Cut every paragraph and list item of the body to its first six words.
  edit(file, (text) => {
    const bodyStart = text.indexOf("\n---\n", 3) + 5;
    const body = text
      .slice(bodyStart)
      .split("\n")
      .map((line) => (line.startsWith("#") ? line : line.split(" ").slice(0, 6).join(" ")))
      .join("\n");
    return text.slice(0, bodyStart) + body;
  });
  const [problem, ...rest] = problemsOf(dir);
  expect(rest).toEqual([]);
  expect(problem).toMatch(
    /^content\/premium\/istj\.md: body: has \d{3} words; a premium report needs at least 1,500$/,
  );
});

test("a missing type file, a stray file and a wrong id or code are named", () => {
  const dir = premiumCopy();
  fs.rmSync(path.join(dir, "premium/esfp.md"));
  fs.copyFileSync(path.join(dir, "premium/intj.md"), path.join(dir, "premium/intj-draft.md"));
  edit(path.join(dir, "premium/enfj.md"), (text) => text.replace("id: premium-enfj", "id: enfj"));
  edit(path.join(dir, "premium/enfp.md"), (text) => text.replace("code: ENFP", "code: ENFJ"));
  const problems = problemsOf(dir);
  expect(problems).toContain("content/premium/esfp.md: file is missing (every type needs one)");
  expect(problems).toContain(
    "content/premium/intj-draft.md: file name must be a type code, such as intj.md",
  );
  expect(problems).toContain(
    'content/premium/enfj.md: id: is "enfj" but the file name says "premium-enfj"',
  );
  expect(problems).toContain(
    'content/premium/enfp.md: code: is "ENFJ" but the file name says "ENFP"',
  );
  expect(problems).toHaveLength(4);
});

test("an unknown front-matter field and raw HTML are rejected like the rest of content/", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/intp.md");
  edit(file, (text) =>
    text
      .replace("code: INTP\n", "code: INTP\ntitle: Extra\n")
      .replace("## Growth plan\n", "## Growth plan\n\n<div>hi</div>\n"),
  );
  expect(problemsOf(dir)).toEqual([
    'content/premium/intp.md: front matter: Unrecognized key: "title"',
  ]);
  edit(file, (text) => text.replace("title: Extra\n", ""));
  expect(problemsOf(dir)).toEqual([
    `content/premium/intp.md: body (line ${lineOf(file, "<div>hi</div>")}): raw HTML is not allowed`,
  ]);
});

test("text before the first part and a fourth-level heading are errors", () => {
  const dir = premiumCopy();
  const file = path.join(dir, "premium/esfj.md");
  edit(file, (text) =>
    text
      .replace("---\n\n## Mind", "---\n\nA stray opening line.\n\n## Mind")
      .replace("## Career guidance\n", "## Career guidance\n\n#### Scripts\n"),
  );
  expect(problemsOf(dir)).toEqual([
    `content/premium/esfj.md: body (line ${lineOf(file, "#### Scripts")}): unexpected heading "#### Scripts" (a premium report uses only its required ## and ### headings)`,
    'content/premium/esfj.md: body: must start with "## Mind"',
  ]);
});
