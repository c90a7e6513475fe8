// Reads `content/premium/`, checks every file against the outline the results page relies on, and
// splits each into the parts a premium report is built from. Runs in Node at build time (the Vite
// plugin) and in tests, like compile.ts. Relative imports only: Vite's config loader does not know
// the `~` alias.
import fs from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { typeCodes, type TypeCode } from "../assessment/type-codes.ts";
import { ContentError, createContentReader, listMarkdown, type CompileOptions } from "./compile.ts";
import { plainText, wordCount, type RichContent } from "./rich-text.ts";
import {
  premiumFrontMatter,
  type LetterDimension,
  type PremiumBundle,
  type PremiumEntry,
} from "./schema.ts";

/** A premium report file must be at least this long (headings included). */
export const premiumMinWords = 1500;

const dimensionVariants = ["When the preference is clear", "When the preference is slight"];
const identityVariants = ["Assertive", "Turbulent"];

/** The required `##` parts, in order, and the `###` sub-parts each must hold, in order. */
export const premiumOutline: ReadonlyArray<{ title: string; subs: readonly string[] }> = [
  { title: "Mind", subs: dimensionVariants },
  { title: "Energy", subs: dimensionVariants },
  { title: "Nature", subs: dimensionVariants },
  { title: "Tactics", subs: dimensionVariants },
  { title: "Identity", subs: identityVariants },
  { title: "Growth plan", subs: [] },
  { title: "Career guidance", subs: [] },
  { title: "Relationship guidance", subs: [] },
];

interface Heading {
  level: number;
  text: string;
  /** Line in the file, for the error message. */
  line: number | undefined;
}

/** A run of blocks under one heading, and the heading itself (undefined before the first). */
interface Chunk {
  heading: Heading | undefined;
  blocks: RichContent;
}

const show = (heading: { level: number; text: string }) =>
  `"${"#".repeat(heading.level)} ${heading.text}"`;
const at = (line: number | undefined) => (line ? `body (line ${line})` : "body");
const hasText = (blocks: RichContent) => plainText(blocks).trim().length > 0;

/** Splits blocks at every heading of `level`; blocks before the first one come first. */
function splitAt(blocks: RichContent, headings: Map<RichContent[number], Heading>, level: number) {
  const chunks: Chunk[] = [{ heading: undefined, blocks: [] }];
  for (const block of blocks) {
    const heading = headings.get(block);
    if (heading?.level === level) chunks.push({ heading, blocks: [] });
    else chunks.at(-1)!.blocks.push(block);
  }
  return chunks;
}

/**
 * Matches headings against the titles expected at one level: unknown, repeated, misordered and
 * missing ones become problems. Returns the chunks found under each expected title.
 */
function matchTitles(
  chunks: Chunk[],
  expected: readonly string[],
  level: number,
  where: string,
  problems: string[],
): Map<string, Chunk> {
  const found = new Map<string, Chunk>();
  let latest = -1;
  for (const chunk of chunks) {
    const heading = chunk.heading!;
    const index = expected.indexOf(heading.text);
    if (index === -1) {
      problems.push(`${at(heading.line)}: unexpected heading ${show(heading)}${where}`);
      continue;
    }
    if (found.has(heading.text)) {
      problems.push(`${at(heading.line)}: heading ${show(heading)}${where} appears twice`);
      continue;
    }
    if (index < latest)
      problems.push(
        `${at(heading.line)}: heading ${show(heading)}${where} is out of order: it must come before ${show({ level, text: expected[latest]! })}`,
      );
    latest = Math.max(latest, index);
    found.set(heading.text, chunk);
  }
  expected.forEach((title, index) => {
    if (found.has(title)) return;
    const after = index > 0 ? ` (after ${show({ level, text: expected[index - 1]! })})` : "";
    problems.push(`body: missing heading ${show({ level, text: title })}${where}${after}`);
  });
  return found;
}

/** Checks one file's body against `premiumOutline`; returns its parts when it matches. */
function readOutline(
  content: RichContent,
  headingLines: (number | undefined)[],
  problems: string[],
  minWords: number,
): Map<string, { intro: RichContent; subs: Map<string, RichContent> }> | undefined {
  const before = problems.length;
  const headings = new Map<RichContent[number], Heading>();
  let headingIndex = 0;
  for (const block of content) {
    if (block.type !== "heading") continue;
    const heading = {
      level: block.level,
      text: block.spans
        .map((span) => span.text)
        .join("")
        .trim(),
      line: headingLines[headingIndex++],
    };
    headings.set(block, heading);
    if (heading.level !== 2 && heading.level !== 3)
      problems.push(
        `${at(heading.line)}: unexpected heading ${show(heading)} (a premium report uses only its required ## and ### headings)`,
      );
  }

  const [lead, ...parts] = splitAt(content, headings, 2);
  if (lead && lead.blocks.length > 0)
    problems.push(`body: must start with ${show({ level: 2, text: premiumOutline[0]!.title })}`);
  const found = matchTitles(
    parts,
    premiumOutline.map((part) => part.title),
    2,
    "",
    problems,
  );

  const result = new Map<string, { intro: RichContent; subs: Map<string, RichContent> }>();
  for (const { title, subs } of premiumOutline) {
    const chunk = found.get(title);
    if (!chunk) continue;
    const part = show({ level: 2, text: title });
    // A part without sub-parts keeps all its text together, stray headings aside.
    const [intro, ...subChunks] =
      subs.length > 0
        ? splitAt(chunk.blocks, headings, 3)
        : [{ heading: undefined, blocks: chunk.blocks }];
    const introBlocks = intro!.blocks.filter((block) => !headings.has(block));
    if (!hasText(introBlocks))
      problems.push(
        subs.length > 0
          ? `${at(chunk.heading!.line)}: ${part} needs an introduction before ${show({ level: 3, text: subs[0]! })}`
          : `${at(chunk.heading!.line)}: ${part} has no text`,
      );
    if (subs.length === 0)
      for (const block of chunk.blocks) {
        const heading = headings.get(block);
        if (heading?.level === 3)
          problems.push(`${at(heading.line)}: unexpected heading ${show(heading)} under ${part}`);
      }
    const foundSubs = matchTitles(subChunks, subs, 3, ` under ${part}`, problems);
    const subTexts = new Map<string, RichContent>();
    for (const [subTitle, subChunk] of foundSubs) {
      const blocks = subChunk.blocks.filter((block) => !headings.has(block));
      if (!hasText(blocks))
        problems.push(
          `${at(subChunk.heading!.line)}: ${show({ level: 3, text: subTitle })} under ${part} has no text`,
        );
      subTexts.set(subTitle, blocks);
    }
    result.set(title, { intro: introBlocks, subs: subTexts });
  }

  const growth = result.get("Growth plan");
  if (growth && !growth.intro.some((block) => block.type === "list" && block.ordered))
    problems.push(
      `${at(found.get("Growth plan")?.heading?.line)}: "## Growth plan" needs a numbered list of steps`,
    );

  const words = wordCount(plainText(content));
  if (words < minWords)
    problems.push(
      `body: has ${words.toLocaleString("en-US")} words; a premium report needs at least ${minWords.toLocaleString("en-US")}`,
    );

  return problems.length === before ? result : undefined;
}

const letterDimensions: ReadonlyArray<[LetterDimension, string]> = [
  ["mind", "Mind"],
  ["energy", "Energy"],
  ["nature", "Nature"],
  ["tactics", "Tactics"],
];

/**
 * Reads one premium file and splits it at the outline's headings; records its problems and returns
 * undefined when it does not follow the outline. A translation (content/locales) keeps the English
 * headings as markers and has no minimum length: it is compared with its English original instead.
 */
export function readPremiumFile(
  file: string,
  code: TypeCode,
  options: CompileOptions,
  problems: string[],
  { minWords = premiumMinWords }: { minWords?: number } = {},
): PremiumEntry | undefined {
  const { relative, readFile, expectName } = createContentReader(options, problems);
  const read = readFile(file, premiumFrontMatter);
  if (!read) return undefined;
  const { data, content, body, bodyLine } = read;
  expectName(file, "code", data.code, code);
  expectName(file, "id", data.id, `premium-${code.toLowerCase()}`);

  // Heading lines for messages: the same parser as markdownToRich, so the nth heading node is
  // the nth heading block.
  const headingLines = fromMarkdown(body)
    .children.filter((node) => node.type === "heading")
    .map((node) => (node.position ? node.position.start.line + bodyLine - 1 : undefined));
  const fileProblems: string[] = [];
  const outline = readOutline(content, headingLines, fileProblems, minWords);
  for (const problem of fileProblems) problems.push(`${relative(file)}: ${problem}`);
  if (!outline) return undefined;

  const part = (title: string) => outline.get(title)!;
  return {
    id: data.id,
    code,
    dimensions: Object.fromEntries(
      letterDimensions.map(([dimension, title]) => [
        dimension,
        {
          intro: part(title).intro,
          clear: part(title).subs.get(dimensionVariants[0]!)!,
          slight: part(title).subs.get(dimensionVariants[1]!)!,
        },
      ]),
    ) as PremiumEntry["dimensions"],
    identity: {
      intro: part("Identity").intro,
      assertive: part("Identity").subs.get("Assertive")!,
      turbulent: part("Identity").subs.get("Turbulent")!,
    },
    growthPlan: part("Growth plan").intro,
    career: part("Career guidance").intro,
    relationships: part("Relationship guidance").intro,
  };
}

/** Compiles and checks `content/premium/`: one file per type code, each following the outline. */
export function compilePremium(options: CompileOptions): PremiumBundle {
  const problems: string[] = [];
  const { relative } = createContentReader(options, problems);
  const dir = path.join(options.contentDir, "premium");
  const codes = new Set<string>(typeCodes.map((code) => code.toLowerCase()));

  for (const name of listMarkdown(dir)) {
    if (!codes.has(name.replace(/\.md$/, "")))
      problems.push(
        `${relative(path.join(dir, name))}: file name must be a type code, such as intj.md`,
      );
  }

  const reports: PremiumEntry[] = [];
  for (const code of typeCodes) {
    const file = path.join(dir, `${code.toLowerCase()}.md`);
    if (!fs.existsSync(file)) {
      problems.push(`${relative(file)}: file is missing (every type needs one)`);
      continue;
    }
    const report = readPremiumFile(file, code, options, problems);
    if (report) reports.push(report);
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { reports };
}
