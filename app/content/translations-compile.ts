// Reads `content/locales/<locale>/`: the type pages and premium reports written in another language
// (issue 21, tier 2). Each file is checked against its English original, so a translation cannot
// drop a paragraph, a list item, a link or a section without the build saying which file and
// where. Runs in Node at build time and in tests, like compile.ts. Relative imports only.
import fs from "node:fs";
import path from "node:path";
import { typeCodes, type TypeCode } from "../assessment/type-codes.ts";
import { translatedLocales } from "../i18n/locales.ts";
import { ContentError, createContentReader, listMarkdown, type CompileOptions } from "./compile.ts";
import { readPremiumFile } from "./premium-compile.ts";
import { blockTexts, type RichBlock, type RichContent, type RichSpan } from "./rich-text.ts";
import {
  sectionFrontMatter,
  typeFrontMatter,
  type BundledContent,
  type PremiumBundle,
  type PremiumEntry,
  type SectionEntry,
  type TypeEntry,
} from "./schema.ts";

/** The folder holding every translated language's content, one folder per locale code. */
export const translationsDir = "locales";

/** The type pages of one language, in the shape of the English ones. */
export interface TranslatedTypes {
  types: TypeEntry[];
  sections: SectionEntry[];
}

/** What one language folder holds, what is wrong with it, and which files it still lacks. */
export interface LocaleContent {
  types: TranslatedTypes;
  premium: PremiumEntry[];
  problems: string[];
  /** Files the English has and this language does not yet: a problem only once it is served. */
  missing: string[];
}

/** The links of some spans, sorted: a translation may move a link within its sentence. */
const linksOf = (spans: RichSpan[]) =>
  spans
    .flatMap((span) => (span.href ? [span.href] : []))
    .sort()
    .join(" ");

/** A block's outline: its kind and what a translation must keep (items, links, images). */
function shapeOf(block: RichBlock, keepHeadingText: boolean): string {
  switch (block.type) {
    case "heading":
      return `heading ${"#".repeat(block.level)}${keepHeadingText ? ` ${textsOf(block)[0]}` : ""}${linksOf(block.spans) ? ` -> ${linksOf(block.spans)}` : ""}`;
    case "paragraph":
      return `paragraph${linksOf(block.spans) ? ` -> ${linksOf(block.spans)}` : ""}`;
    case "list": {
      const links = block.items.map(linksOf).filter(Boolean).join(" ");
      return `${block.ordered ? "numbered" : "bulleted"} list of ${block.items.length}${links ? ` -> ${links}` : ""}`;
    }
    case "image":
      return `image ${block.src}`;
  }
}

/** The texts of a block a translation must change: heading, paragraph, each list item, alt. */
const textsOf = (block: RichBlock): string[] =>
  block.type === "image" ? [block.alt] : blockTexts(block).map((text) => text.trim());

/** Text long enough that being the same as the English means it was not translated. */
const isProse = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 4;

/**
 * Compares a translated body with its English original block by block; records where they part.
 * `keepHeadingText`: the premium report's headings are markers the page never shows, so they stay
 * English and must match exactly.
 */
export function compareBodies(
  english: RichContent,
  translated: RichContent,
  where: string,
  problems: string[],
  keepHeadingText = false,
) {
  const count = Math.max(english.length, translated.length);
  for (let index = 0; index < count; index++) {
    const source = english[index];
    const target = translated[index];
    const at = `${where} block ${index + 1}`;
    if (!source) {
      problems.push(
        `${at}: "${shapeOf(target!, true)}" has no English original (English has ${english.length} blocks)`,
      );
      break;
    }
    if (!target) {
      problems.push(
        `${at}: missing; English has ${english.length} blocks, the translation ${translated.length}, ending before the English "${textsOf(source)[0]?.slice(0, 60)}"`,
      );
      break;
    }
    const [sourceShape, targetShape] = [
      shapeOf(source, keepHeadingText),
      shapeOf(target, keepHeadingText),
    ];
    if (sourceShape !== targetShape) {
      problems.push(
        `${at}: is a ${targetShape} where English has a ${sourceShape} ("${textsOf(source)[0]?.slice(0, 60)}")`,
      );
      break;
    }
    if (keepHeadingText && source.type === "heading") continue;
    const sourceTexts = textsOf(source);
    textsOf(target).forEach((text, item) => {
      if (isProse(text) && text === sourceTexts[item])
        problems.push(`${at}: still in English ("${text.slice(0, 60)}")`);
    });
  }
}

/** A translated front-matter field left as the English one. */
function compareFields<T extends object>(
  english: T,
  translated: T,
  keep: readonly (keyof T)[],
  translate: readonly (keyof T)[],
  file: string,
  problems: string[],
) {
  for (const field of keep)
    if (translated[field] !== english[field])
      problems.push(
        `${file}: ${String(field)}: is "${String(translated[field])}" but must stay "${String(english[field])}" as in English`,
      );
  for (const field of translate) {
    const text = String(translated[field]);
    if (isProse(text) && text === String(english[field]))
      problems.push(`${file}: ${String(field)}: still in English`);
  }
}

/** The locale folders under content/locales, as they are spelt on disk. */
export function translatedContentLocales(contentDir: string): string[] {
  const dir = path.join(contentDir, translationsDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Reads one language's folder against the English content and premium reports. */
export function compileLocaleContent(
  options: CompileOptions,
  locale: string,
  english: { content: BundledContent; premium: PremiumBundle },
): LocaleContent {
  const problems: string[] = [];
  const { relative, readFile } = createContentReader(options, problems);
  const root = path.join(options.contentDir, translationsDir, locale);
  const types: TypeEntry[] = [];
  const sections: SectionEntry[] = [];
  const premium: PremiumEntry[] = [];
  if (!translatedLocales.some((info) => info.code === locale))
    problems.push(
      `${relative(root)}: "${locale}" is not a language the site is translated into (app/i18n/locales.ts)`,
    );

  const expectFiles = (dir: string, names: string[]) => {
    for (const name of listMarkdown(dir))
      if (!names.includes(name))
        problems.push(`${relative(path.join(dir, name))}: has no English original`);
  };
  const missingFiles: string[] = [];
  const missing = (file: string) => {
    if (fs.existsSync(file)) return false;
    missingFiles.push(`${relative(file)}: file is missing (the English has one)`);
    return true;
  };

  for (const code of typeCodes) {
    const slug = code.toLowerCase();
    const dir = path.join(root, "types", slug);
    const englishType = english.content.types.find((entry) => entry.code === code);
    const englishSections = english.content.sections.filter((entry) => entry.typeCode === code);
    expectFiles(dir, ["index.md", ...englishSections.map((entry) => `${entry.slug}.md`)]);

    const indexFile = path.join(dir, "index.md");
    if (englishType && !missing(indexFile)) {
      const read = readFile(indexFile, typeFrontMatter);
      if (read) {
        const entry: TypeEntry = {
          ...read.data,
          code: code as TypeCode,
          detailedDescription: read.content,
        };
        compareFields(
          englishType,
          entry,
          ["id", "code", "slug"],
          [
            "description",
            "relationships",
            "communicationStyle",
            "leadershipStyle",
            "stressTriggers",
          ],
          relative(indexFile),
          problems,
        );
        compareBodies(
          englishType.detailedDescription,
          entry.detailedDescription,
          `${relative(indexFile)}: body`,
          problems,
        );
        types.push(entry);
      }
    }
    for (const englishSection of englishSections) {
      const file = path.join(dir, `${englishSection.slug}.md`);
      if (missing(file)) continue;
      const read = readFile(file, sectionFrontMatter);
      if (!read) continue;
      const entry: SectionEntry = { ...read.data, typeCode: code, content: read.content };
      compareFields(
        englishSection,
        entry,
        ["id", "slug", "order"],
        ["title", "excerpt"],
        relative(file),
        problems,
      );
      compareBodies(englishSection.content, entry.content, `${relative(file)}: body`, problems);
      sections.push(entry);
    }

    const premiumFile = path.join(root, "premium", `${slug}.md`);
    const englishReport = english.premium.reports.find((entry) => entry.code === code);
    if (englishReport && !missing(premiumFile)) {
      const report = readPremiumFile(premiumFile, code, options, problems, { minWords: 0 });
      if (report) {
        comparePremium(englishReport, report, relative(premiumFile), problems);
        premium.push(report);
      }
    }
  }
  expectFiles(
    path.join(root, "premium"),
    typeCodes.map((code) => `${code.toLowerCase()}.md`),
  );
  sections.sort((a, b) => a.typeCode.localeCompare(b.typeCode) || a.order - b.order);
  return { types: { types, sections }, premium, problems, missing: missingFiles };
}

/** Compares each part of a translated premium report with the English one. */
function comparePremium(
  english: PremiumEntry,
  translated: PremiumEntry,
  file: string,
  problems: string[],
) {
  const parts: Array<[string, (entry: PremiumEntry) => RichContent]> = [];
  for (const dimension of ["mind", "energy", "nature", "tactics"] as const)
    for (const variant of ["intro", "clear", "slight"] as const)
      parts.push([`${dimension} ${variant}`, (entry) => entry.dimensions[dimension][variant]]);
  parts.push(
    ["identity intro", (entry) => entry.identity.intro],
    ["identity assertive", (entry) => entry.identity.assertive],
    ["identity turbulent", (entry) => entry.identity.turbulent],
    ["growth plan", (entry) => entry.growthPlan],
    ["career guidance", (entry) => entry.career],
    ["relationship guidance", (entry) => entry.relationships],
  );
  for (const [name, part] of parts)
    compareBodies(part(english), part(translated), `${file}: ${name}`, problems);
}

/** Every language folder's type pages and premium reports, as the site serves them. */
export interface TranslatedContent {
  types: Record<string, TranslatedTypes>;
  premium: Record<string, PremiumEntry[]>;
}

/**
 * Compiles every folder under content/locales. Whatever a folder holds must match its English
 * originals. A language in `served` must also be complete, and only served languages are
 * returned: a language being translated is checked file by file but never mixed into a page.
 */
export function compileTranslations(
  options: CompileOptions,
  english: { content: BundledContent; premium: PremiumBundle },
  served: readonly string[],
): TranslatedContent {
  const result: TranslatedContent = { types: {}, premium: {} };
  const problems: string[] = [];
  const locales = translatedContentLocales(options.contentDir);
  for (const locale of served)
    if (!locales.includes(locale))
      problems.push(
        `content/${translationsDir}/${locale}: is missing (a language whose type pages are served needs all of them and its premium reports)`,
      );
  for (const locale of locales) {
    const compiled = compileLocaleContent(options, locale, english);
    problems.push(...compiled.problems);
    if (!served.includes(locale)) continue;
    problems.push(...compiled.missing);
    result.types[locale] = compiled.types;
    result.premium[locale] = compiled.premium;
  }
  if (problems.length > 0) throw new ContentError(problems);
  return result;
}
