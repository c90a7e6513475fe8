import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { compileContent, ContentError } from "./compile";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
const copies: string[] = [];

/** A copy of `content/` to break one file in, so the real content stays untouched. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-content-"));
  copies.push(dir);
  const contentDir = path.join(dir, "content");
  fs.cpSync(path.join(root, "content"), contentDir, { recursive: true });
  return contentDir;
}

function edit(file: string, change: (text: string) => string) {
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
}

function problemsOf(contentDir: string): string[] {
  try {
    compileContent({ contentDir, publicDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("the real content compiles: 16 types, 112 sections, the posts and the three legal pages", () => {
  const content = compileContent({ contentDir: path.join(root, "content"), publicDir });
  expect(content.types).toHaveLength(16);
  expect(content.sections).toHaveLength(112);
  expect(content.posts.length).toBeGreaterThanOrEqual(8);
  expect(content.legal.map((page) => page.slug).sort()).toEqual([
    "cookie-policy",
    "privacy-policy",
    "terms-of-service",
  ]);
});

test("a malformed date is reported with its file and field", () => {
  const dir = contentCopy();
  edit(path.join(dir, "blog/how-the-test-works.md"), (text) =>
    text.replace(/publishedAt: .*/, "publishedAt: last Tuesday"),
  );
  expect(problemsOf(dir)).toEqual([
    "content/blog/how-the-test-works.md: publishedAt: must be a date written as YYYY-MM-DD",
  ]);
});

test("a missing field, a misspelt field and an unknown category are each named", () => {
  const dir = contentCopy();
  edit(path.join(dir, "types/intj/index.md"), (text) => text.replace(/^description: .*\n/m, ""));
  edit(path.join(dir, "types/intp/conclusion.md"), (text) => text.replace("excerpt:", "excerpts:"));
  edit(path.join(dir, "blog/borderline-results.md"), (text) =>
    text.replace(/categories: .*/, "categories: [astrology]"),
  );
  const problems = problemsOf(dir);
  expect(problems).toContain(
    "content/types/intj/index.md: description: Invalid input: expected string, received undefined",
  );
  expect(problems).toContain(
    "content/types/intp/conclusion.md: excerpt: Invalid input: expected string, received undefined",
  );
  expect(problems).toContain(
    'content/types/intp/conclusion.md: front matter: Unrecognized key: "excerpts"',
  );
  expect(problems).toContain(
    'content/blog/borderline-results.md: categories: "astrology" is not in blog/categories.yml',
  );
});

test("raw HTML in a body fails with the file and the line", () => {
  const dir = contentCopy();
  const file = path.join(dir, "legal/cookie-policy.md");
  edit(file, (text) => `${text}\n<script>alert("x")</script>\n`);
  const line = fs.readFileSync(file, "utf8").split("\n").indexOf('<script>alert("x")</script>') + 1;
  expect(problemsOf(dir)).toEqual([
    `content/legal/cookie-policy.md: body (line ${line}): raw HTML is not allowed`,
  ]);
});

test("a missing type file, a slug that disagrees with its file name and a missing cover are reported", () => {
  const dir = contentCopy();
  fs.rmSync(path.join(dir, "types/esfp/index.md"));
  edit(path.join(dir, "types/intj/friendships.md"), (text) =>
    text.replace("slug: friendships", "slug: friends"),
  );
  edit(path.join(dir, "blog/introversion-myths.md"), (text) =>
    text.replace("/images/blog/introversion-myths.svg", "/images/blog/nothing-here.svg"),
  );
  const problems = problemsOf(dir);
  expect(problems).toContain("content/types/esfp/index.md: file is missing (every type needs one)");
  expect(problems).toContain(
    'content/types/intj/friendships.md: slug: is "friends" but the file name says "friendships"',
  );
  expect(problems).toContain(
    'content/blog/introversion-myths.md: image.src: image "/images/blog/nothing-here.svg" does not exist in public/',
  );
});
