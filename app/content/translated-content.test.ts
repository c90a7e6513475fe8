import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { contentLocaleCodes, translatedLocales } from "~/i18n/locales";
import { ContentError, compileContent } from "./compile";
import { compilePremium } from "./premium-compile";
import { markdownToRich } from "./markdown";
import {
  compareBodies,
  compileLocaleContent,
  compileTranslations,
  translatedContentLocales,
} from "./translations-compile";

const root = path.resolve(import.meta.dirname, "../..");
const options = { contentDir: path.join(root, "content"), publicDir: path.join(root, "public") };
const english = { content: compileContent(options), premium: compilePremium(options) };
const tier2 = translatedLocales.filter((locale) => locale.tier === 2).map((locale) => locale.code);

// The real folders: one block per tier-2 language, named "<code> content" so a translator can
// run only theirs (-t "de "). What a folder holds must match English; a served one must be whole.
describe.each(tier2)("%s content", (locale) => {
  const compiled = compileLocaleContent(options, locale, english);

  test("each file in the shape of its English original", () => {
    expect(compiled.problems).toEqual([]);
  });

  test.runIf(contentLocaleCodes.includes(locale))(
    "served: every type page and premium report",
    () => {
      expect(compiled.missing).toEqual([]);
      expect(compiled.types.types).toHaveLength(english.content.types.length);
      expect(compiled.types.sections).toHaveLength(english.content.sections.length);
      expect(compiled.premium).toHaveLength(english.premium.reports.length);
    },
  );
});

test("the languages whose type pages are served are tier-2 languages", () => {
  expect(contentLocaleCodes.filter((code) => !tier2.includes(code))).toEqual([]);
});

test("only languages the site is translated into have a content folder", () => {
  const known = translatedLocales.map((locale) => locale.code);
  expect(
    translatedContentLocales(options.contentDir).filter((code) => !known.includes(code)),
  ).toEqual([]);
});

const rich = (markdown: string) =>
  markdownToRich(markdown, { imageSize: () => ({ width: 1, height: 1 }) });

describe("a translation compared with its English original", () => {
  const source = rich(
    [
      "## Where the map starts",
      "You plan the kitchen before the cabinets arrive, and [the type page](/personality-types/intj) says why.",
      "- **Independent judgment.** You weigh an idea on its evidence.",
      "- **Candid assessment.** When a budget has a hole, you say so.",
      "![A map with a route drawn on it](/images/x.svg)",
    ].join("\n\n"),
  );
  const problemsOf = (markdown: string, keepHeadingText = false) => {
    const problems: string[] = [];
    compareBodies(source, rich(markdown), "file", problems, keepHeadingText);
    return problems;
  };
  const faithful = [
    "## Wo die Karte beginnt",
    "Du planst die Küche, bevor die Schränke kommen, und [die Typseite](/personality-types/intj) sagt, warum.",
    "- **Eigenes Urteil.** Du wägst eine Idee nach ihren Belegen.",
    "- **Offene Einschätzung.** Hat ein Budget ein Loch, sagst du es.",
    "![Eine Karte mit eingezeichneter Route](/images/x.svg)",
  ];

  test("a faithful translation passes", () => {
    expect(problemsOf(faithful.join("\n\n"))).toEqual([]);
  });

  test("a dropped list item, a moved link, an English paragraph and a lost image are named", () => {
    expect(problemsOf(faithful.filter((_, index) => index !== 3).join("\n\n"))).toEqual([
      expect.stringContaining(
        "file block 3: is a bulleted list of 1 where English has a bulleted list of 2",
      ),
    ]);
    expect(
      problemsOf(
        faithful
          .map((line) => line.replace("/personality-types/intj", "/personality-types/intp"))
          .join("\n\n"),
      ),
    ).toEqual([expect.stringContaining("file block 2: is a paragraph -> /personality-types/intp")]);
    expect(
      problemsOf(
        [
          faithful[0],
          "You plan the kitchen before the cabinets arrive, and [the type page](/personality-types/intj) says why.",
          ...faithful.slice(2),
        ].join("\n\n"),
      ),
    ).toEqual([expect.stringContaining("file block 2: still in English")]);
    expect(problemsOf(faithful.slice(0, 4).join("\n\n"))).toEqual([
      expect.stringContaining("file block 4: missing"),
    ]);
  });

  test("premium headings are markers that must stay as in English", () => {
    expect(problemsOf(faithful.join("\n\n"), true)).toEqual([
      expect.stringContaining(
        "is a heading ## Wo die Karte beginnt where English has a heading ## Where the map starts",
      ),
    ]);
  });
});

describe("the build", () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("refuses a served language without a folder or with a file missing, and any English left", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-locales-"));
    copies.push(dir);
    const contentDir = path.join(dir, "content");
    const intj = path.join(contentDir, "locales", "de", "types", "intj");
    fs.mkdirSync(intj, { recursive: true });
    fs.copyFileSync(path.join(root, "content/types/intj/index.md"), path.join(intj, "index.md"));
    let problems: string[] = [];
    try {
      compileTranslations({ ...options, contentDir }, english, ["de", "fr"]);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(problems).toContain(
      "content/locales/fr: is missing (a language whose type pages are served needs all of them and its premium reports)",
    );
    expect(problems).toContain(
      "content/locales/de/types/intj/career-paths.md: file is missing (the English has one)",
    );
    expect(problems).toContain(
      "content/locales/de/premium/intj.md: file is missing (the English has one)",
    );
    expect(problems).toContain(
      "content/locales/de/types/intj/index.md: description: still in English",
    );
    expect(
      problems.some((problem) =>
        problem.startsWith(
          "content/locales/de/types/intj/index.md: body block 1: still in English",
        ),
      ),
    ).toBe(true);
  });
});
