import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { brokenLinks, headingAnchor, linkTargets, missingRecords } from "./check-links.js";

function fakeRepository(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-links-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

test("a link to a file that exists, or to one of its headings, is not reported", () => {
  const root = fakeRepository({
    "README.md": "See [testing](docs/decisions/004-testing.md#the-projects-unit-and-e2e).",
    "docs/decisions/004-testing.md": "# Testing\n\n## The projects: `unit` and `e2e`\n",
  });
  expect(brokenLinks(root, ["README.md"])).toEqual([]);
});

test("a link to a missing file, a missing heading or a place outside the repository is reported", () => {
  const root = fakeRepository({
    "README.md": [
      "[gone](docs/decisions/001-stack.md)",
      "[no heading](docs/a.md#nowhere)",
      "[outside](../secrets.md)",
      "[ref]: docs/b.md",
    ].join("\n"),
    "docs/a.md": "# A\n",
  });
  expect(brokenLinks(root, ["README.md"])).toEqual([
    "README.md: docs/decisions/001-stack.md (no such file)",
    "README.md: docs/a.md#nowhere (no such heading)",
    "README.md: ../secrets.md (outside the repository)",
    "README.md: docs/b.md (no such file)",
  ]);
});

test("links are resolved from the folder of the document that holds them", () => {
  const root = fakeRepository({
    "docs/decisions/002.md": "[previous](001.md) and [readme](../../README.md)",
    "docs/decisions/001.md": "# One\n",
    "README.md": "",
  });
  expect(brokenLinks(root, ["docs/decisions/002.md"])).toEqual([]);
});

test("other sites' links and links shown as code are not checked", () => {
  expect(
    linkTargets(
      "[site](https://example.com) [mail](mailto:a@b.c) `[x](nowhere.md)`\n```\n[y](nowhere.md)\n```\n",
    ),
  ).toEqual(["https://example.com", "mailto:a@b.c"]);
});

test("a heading's anchor is lower case, without punctuation, with hyphens for spaces", () => {
  expect(headingAnchor("Decision 023: A fast `npm test`!")).toBe("decision-023-a-fast-npm-test");
});

test("a decision record named in code by a path that does not exist is reported", () => {
  const root = fakeRepository({
    "react-router.config.ts":
      "// We stay on 7 (docs/decisions/001-stack.md); see docs/decisions/002-server.md.",
    "docs/decisions/002-server.md": "# 002\n",
  });
  expect(missingRecords(root, ["react-router.config.ts"])).toEqual([
    "react-router.config.ts: docs/decisions/001-stack.md (no such decision record)",
  ]);
});
