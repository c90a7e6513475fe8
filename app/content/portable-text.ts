import type { RichBlock, RichContent, RichSpan } from "./rich-text";
import { isSafeHref } from "./rich-text";

// The hosted CMS stores rich text as Portable Text. This turns it into our rich blocks (spec §3
// "Rich content"): blocks styled h1-h4 or normal with their text, bullet and numbered list items,
// and images; every other kind is dropped, and no markup passes through.

export interface PortableSpan {
  _type?: string;
  text?: string;
  marks?: string[];
}

export interface PortableBlock {
  _type?: string;
  style?: string;
  listItem?: string;
  children?: PortableSpan[];
  markDefs?: { _key?: string; _type?: string; href?: string }[];
  asset?: { _ref?: string };
  alt?: string;
}

/** Where an asset reference such as "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg" is served from. */
export function imageFromReference(
  reference: string | undefined,
  project: { projectId: string; dataset: string },
): { src: string; width: number; height: number } | null {
  const match = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/.exec(reference ?? "");
  if (!match) return null;
  const [, id, width, height, format] = match;
  return {
    src: `https://cdn.sanity.io/images/${project.projectId}/${project.dataset}/${id}-${width}x${height}.${format}`,
    width: Number(width),
    height: Number(height),
  };
}

function spansOf(block: PortableBlock): RichSpan[] {
  const links = new Map(
    (block.markDefs ?? [])
      .filter((mark) => mark._type === "link" && mark._key && mark.href && isSafeHref(mark.href))
      .map((mark) => [mark._key!, mark.href!]),
  );
  return (block.children ?? [])
    .filter((child) => child._type === "span" && typeof child.text === "string" && child.text)
    .map((child) => {
      const marks = child.marks ?? [];
      const span: RichSpan = { text: child.text! };
      if (marks.includes("strong")) span.bold = true;
      if (marks.includes("em")) span.italic = true;
      const href = marks.map((mark) => links.get(mark)).find(Boolean);
      if (href) span.href = href;
      return span;
    });
}

const headingLevels: Record<string, 1 | 2 | 3 | 4> = { h1: 1, h2: 2, h3: 3, h4: 4 };

export function portableToRich(
  blocks: readonly PortableBlock[] | null | undefined,
  project: { projectId: string; dataset: string },
): RichContent {
  const out: RichBlock[] = [];
  for (const block of blocks ?? []) {
    if (block._type === "image") {
      const image = imageFromReference(block.asset?._ref, project);
      if (image) out.push({ type: "image", alt: block.alt ?? "", ...image });
      continue;
    }
    if (block._type !== "block") continue;
    const spans = spansOf(block);
    if (block.listItem === "bullet" || block.listItem === "number") {
      const ordered = block.listItem === "number";
      const last = out.at(-1);
      if (last?.type === "list" && last.ordered === ordered) last.items.push(spans);
      else out.push({ type: "list", ordered, items: [spans] });
      continue;
    }
    const style = block.style ?? "normal";
    if (style in headingLevels) out.push({ type: "heading", level: headingLevels[style]!, spans });
    else if (style === "normal") out.push({ type: "paragraph", spans });
  }
  return out;
}
