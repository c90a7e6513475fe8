import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { isSafeHref, type RichBlock, type RichContent, type RichSpan } from "./rich-text.ts";

export interface MarkdownOptions {
  /** Width and height of a site image such as "/images/blog/x.svg"; throws when it is missing. */
  imageSize: (src: string) => { width: number; height: number };
}

/** A problem in one piece of Markdown, with the line it starts on. */
export class MarkdownError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(line ? `line ${line}: ${message}` : message);
  }
}

function fail(node: Nodes, message: string): never {
  throw new MarkdownError(message, node.position?.start.line);
}

type Marks = Pick<RichSpan, "bold" | "italic" | "href">;

function spansOf(nodes: PhrasingContent[], marks: Marks = {}): RichSpan[] {
  return nodes.flatMap((node): RichSpan[] => {
    switch (node.type) {
      case "text":
        return [{ text: node.value.replace(/\s*\n\s*/g, " "), ...marks }];
      case "break":
        return [{ text: " ", ...marks }];
      case "strong":
        return spansOf(node.children, { ...marks, bold: true });
      case "emphasis":
        return spansOf(node.children, { ...marks, italic: true });
      case "link":
        if (marks.href) fail(node, "a link inside a link");
        if (!isSafeHref(node.url))
          fail(node, `link "${node.url}" must be a same-site path or an https address`);
        return spansOf(node.children, { ...marks, href: node.url });
      case "html":
        return fail(node, "raw HTML is not allowed");
      case "image":
        return fail(node, "an image must stand alone in its own paragraph");
      default:
        return fail(node, `${node.type} is not supported`);
    }
  });
}

/** Joins neighbouring spans with the same marks, so the renderer emits fewer elements. */
function merge(spans: RichSpan[]): RichSpan[] {
  const out: RichSpan[] = [];
  for (const span of spans) {
    const last = out.at(-1);
    if (last && last.bold === span.bold && last.italic === span.italic && last.href === span.href)
      last.text += span.text;
    else out.push({ ...span });
  }
  if (out[0]) out[0].text = out[0].text.trimStart();
  if (out.at(-1)) out.at(-1)!.text = out.at(-1)!.text.trimEnd();
  return out.filter((span) => span.text.length > 0);
}

function blockOf(node: RootContent, options: MarkdownOptions): RichBlock {
  switch (node.type) {
    case "heading":
      if (node.depth > 4) fail(node, `heading level ${node.depth} is not supported (use 1 to 4)`);
      return {
        type: "heading",
        level: node.depth as 1 | 2 | 3 | 4,
        spans: merge(spansOf(node.children)),
      };
    case "paragraph": {
      const [only] = node.children;
      if (node.children.length === 1 && only?.type === "image") {
        if (!only.alt?.trim()) fail(only, `image "${only.url}" needs alt text`);
        if (!only.url.startsWith("/images/"))
          fail(only, `image "${only.url}" must be a file under /images/ (never another site's)`);
        return {
          type: "image",
          src: only.url,
          alt: only.alt.trim(),
          ...options.imageSize(only.url),
        };
      }
      return { type: "paragraph", spans: merge(spansOf(node.children)) };
    }
    case "list":
      return {
        type: "list",
        ordered: Boolean(node.ordered),
        items: node.children.map((item) =>
          merge(
            item.children.flatMap((child, index) => {
              if (child.type !== "paragraph")
                fail(child, "a list item may hold only text (no nested lists)");
              const spans = spansOf(child.children);
              return index > 0 ? [{ text: " " }, ...spans] : spans;
            }),
          ),
        ),
      };
    case "html":
      return fail(node, "raw HTML is not allowed");
    case "code":
      return fail(node, "code blocks are not supported");
    default:
      return fail(node, `${node.type} is not supported`);
  }
}

/** Markdown to rich blocks. Anything outside the supported kinds is an error, never passed through. */
export function markdownToRich(markdown: string, options: MarkdownOptions): RichContent {
  const tree = fromMarkdown(markdown);
  return tree.children
    .filter((node) => node.type !== "definition")
    .map((node) => blockOf(node, options));
}
