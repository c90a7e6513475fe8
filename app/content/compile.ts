// Reads `content/`, validates every file and turns its Markdown into rich blocks. Runs in Node at
// build time (the Vite plugin in `vite-plugin.ts`) and in tests; the server only ever sees the
// result. Relative imports only: Vite's config loader does not know the `~` alias.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { typeCodes, type TypeCode } from "../assessment/type-codes.ts";
import { markdownToRich, MarkdownError } from "./markdown.ts";
import type { RichContent } from "./rich-text.ts";
import {
  blogCategoriesFile,
  legalFrontMatter,
  postFrontMatter,
  sectionFrontMatter,
  typeFrontMatter,
  type BlogCategory,
  type BundledContent,
  type LegalEntry,
  type PostEntry,
  type SectionEntry,
  type TypeEntry,
} from "./schema.ts";

/** Every problem found in `content/`, one line each, naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export interface CompileOptions {
  /** The `content/` folder. */
  contentDir: string;
  /** The `public/` folder that site images are served from. */
  publicDir: string;
}

/** Width and height of an SVG (from its width/height or viewBox) or a PNG (from its header). */
export function readImageSize(file: string): { width: number; height: number } {
  const buffer = fs.readFileSync(file);
  if (file.endsWith(".png")) {
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  }
  if (file.endsWith(".svg")) {
    const tag = /<svg\b[^>]*>/.exec(buffer.toString("utf8"))?.[0] ?? "";
    const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
    const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
    if (width > 0 && height > 0) return { width, height };
    const box = /\bviewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(tag);
    if (box) return { width: Number(box[1]), height: Number(box[2]) };
    throw new Error("the SVG has no width and height or viewBox");
  }
  throw new Error("only .svg and .png images are supported");
}

interface Parsed {
  data: unknown;
  body: string;
  /** Line of the body's first line in the file, so Markdown errors point at the right place. */
  bodyLine: number;
}

function splitFrontMatter(source: string): Parsed {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error("must start with front matter between two --- lines");
  return {
    data: parseYaml(match[1]!),
    body: source.slice(match[0].length),
    bodyLine: match[0].split("\n").length,
  };
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
}

export function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
}

/** The file and field naming every problem found while reading files under `content/`. */
export interface ContentReader {
  /** "content/types/intj/index.md": how a problem names its file. */
  relative: (file: string) => string;
  imageSize: (src: string) => { width: number; height: number };
  /**
   * Parses one file's front matter with a schema and its body as Markdown; records any problem
   * and returns undefined. `bodyLine` is the file line the body starts on.
   */
  readFile: <Schema extends z.ZodType>(
    file: string,
    schema: Schema,
  ) => { data: z.output<Schema>; content: RichContent; body: string; bodyLine: number } | undefined;
  /** Records a problem when a front-matter field disagrees with the file's name. */
  expectName: (file: string, field: string, actual: string, expected: string) => void;
}

/** A reader that appends every problem it finds to `problems`, one line each. */
export function createContentReader(
  { contentDir, publicDir }: CompileOptions,
  problems: string[],
): ContentReader {
  const relative = (file: string) =>
    path.relative(path.dirname(contentDir), file).split(path.sep).join("/");

  const imageSize = (src: string) => {
    const file = path.join(publicDir, ...src.split("/").filter(Boolean));
    if (!src.startsWith("/images/") || src.includes(".."))
      throw new Error(`image "${src}" must be under /images/`);
    if (!fs.existsSync(file)) throw new Error(`image "${src}" does not exist in public/`);
    return readImageSize(file);
  };

  function readFile<Schema extends z.ZodType>(file: string, schema: Schema) {
    let parsed: Parsed;
    try {
      parsed = splitFrontMatter(fs.readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${relative(file)}: ${(error as Error).message}`);
      return undefined;
    }
    const result = schema.safeParse(parsed.data ?? {});
    if (!result.success) {
      for (const issue of issuesOf(result.error)) problems.push(`${relative(file)}: ${issue}`);
      return undefined;
    }
    try {
      const content = markdownToRich(parsed.body, { imageSize });
      return {
        data: result.data as z.output<Schema>,
        content,
        body: parsed.body,
        bodyLine: parsed.bodyLine,
      };
    } catch (error) {
      const line =
        error instanceof MarkdownError && error.line ? error.line + parsed.bodyLine - 1 : undefined;
      const message =
        error instanceof MarkdownError
          ? error.message.replace(/^line \d+: /, "")
          : (error as Error).message;
      problems.push(`${relative(file)}: body${line ? ` (line ${line})` : ""}: ${message}`);
      return undefined;
    }
  }

  function expectName(file: string, field: string, actual: string, expected: string) {
    if (actual !== expected)
      problems.push(
        `${relative(file)}: ${field}: is "${actual}" but the file name says "${expected}"`,
      );
  }

  return { relative, imageSize, readFile, expectName };
}

export function compileContent(options: CompileOptions): BundledContent {
  const { contentDir } = options;
  const problems: string[] = [];
  const { relative, imageSize, readFile, expectName } = createContentReader(options, problems);

  // Types and their sections
  const types: TypeEntry[] = [];
  const sections: SectionEntry[] = [];
  for (const code of typeCodes) {
    const dir = path.join(contentDir, "types", code.toLowerCase());
    const indexFile = path.join(dir, "index.md");
    if (!fs.existsSync(indexFile)) {
      problems.push(`${relative(indexFile)}: file is missing (every type needs one)`);
      continue;
    }
    const index = readFile(indexFile, typeFrontMatter);
    if (index) {
      const { data, content } = index;
      expectName(indexFile, "code", data.code, code);
      expectName(indexFile, "slug", data.slug, code.toLowerCase());
      types.push({ ...data, code: code as TypeCode, detailedDescription: content });
    }
    const orders = new Map<number, string>();
    for (const name of listMarkdown(dir).filter((name) => name !== "index.md")) {
      const file = path.join(dir, name);
      const section = readFile(file, sectionFrontMatter);
      if (!section) continue;
      const { data, content } = section;
      expectName(file, "slug", data.slug, name.replace(/\.md$/, ""));
      const clash = orders.get(data.order);
      if (clash) problems.push(`${relative(file)}: order: ${data.order} is also used by ${clash}`);
      orders.set(data.order, name);
      sections.push({ ...data, typeCode: code, content });
    }
  }
  sections.sort((a, b) => a.typeCode.localeCompare(b.typeCode) || a.order - b.order);

  // Blog
  const categoriesPath = path.join(contentDir, "blog", "categories.yml");
  let categories: BlogCategory[] = [];
  if (fs.existsSync(categoriesPath)) {
    const result = blogCategoriesFile.safeParse(parseYaml(fs.readFileSync(categoriesPath, "utf8")));
    if (result.success) categories = result.data;
    else
      for (const issue of issuesOf(result.error))
        problems.push(`${relative(categoriesPath)}: ${issue}`);
  }
  const posts: PostEntry[] = [];
  const postDir = path.join(contentDir, "blog");
  for (const name of listMarkdown(postDir)) {
    const file = path.join(postDir, name);
    const post = readFile(file, postFrontMatter);
    if (!post) continue;
    const { data, content } = post;
    expectName(file, "slug", data.slug, name.replace(/\.md$/, ""));
    const postCategories = data.categories.flatMap((slug) => {
      const category = categories.find((candidate) => candidate.slug === slug);
      if (!category)
        problems.push(`${relative(file)}: categories: "${slug}" is not in blog/categories.yml`);
      return category ? [category] : [];
    });
    let image;
    try {
      image = { ...data.image, ...imageSize(data.image.src) };
    } catch (error) {
      problems.push(`${relative(file)}: image.src: ${(error as Error).message}`);
      continue;
    }
    posts.push({ ...data, categories: postCategories, image, content });
  }
  posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));

  // Legal pages
  const legal: LegalEntry[] = [];
  const legalDir = path.join(contentDir, "legal");
  for (const name of listMarkdown(legalDir)) {
    const file = path.join(legalDir, name);
    const page = readFile(file, legalFrontMatter);
    if (!page) continue;
    expectName(file, "slug", page.data.slug, name.replace(/\.md$/, ""));
    legal.push({ ...page.data, lastUpdated: page.data.lastUpdated ?? null, content: page.content });
  }

  // The /science page's explanation (issue 22): it describes the scoring code's own formulas and
  // thresholds, so it is versioned with the code and never read from the CMS.
  let science: LegalEntry | null = null;
  const scienceFile = path.join(contentDir, "science.md");
  if (fs.existsSync(scienceFile)) {
    const page = readFile(scienceFile, legalFrontMatter);
    if (page) {
      expectName(scienceFile, "slug", page.data.slug, "science");
      science = { ...page.data, lastUpdated: page.data.lastUpdated ?? null, content: page.content };
    }
  }

  // Ids are how the CMS and the site refer to documents: each must be unique.
  const seen = new Map<string, string>();
  const pages = science ? [science] : [];
  for (const entry of [...types, ...sections, ...posts, ...legal, ...pages, ...categories]) {
    const previous = seen.get(entry.id);
    if (previous) problems.push(`id "${entry.id}" is used twice (${previous})`);
    seen.set(entry.id, "slug" in entry ? entry.slug : "");
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { types, sections, posts, categories, legal, science };
}
