/**
 * The one shape of rich content the site renders, whichever source it came from: bundled Markdown
 * (`markdown.ts`) or the hosted CMS's Portable Text (`portable-text.ts`). Only these kinds exist, so
 * no markup from a content file or a CMS response can reach the page as HTML.
 */
export interface RichSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A same-site path ("/blog") or an https address. */
  href?: string;
}

export type RichBlock =
  | { type: "heading"; level: 1 | 2 | 3 | 4; spans: RichSpan[] }
  | { type: "paragraph"; spans: RichSpan[] }
  | { type: "list"; ordered: boolean; items: RichSpan[][] }
  | { type: "image"; src: string; alt: string; width: number; height: number };

export type RichContent = RichBlock[];

/** The words of one block as a reader reads them: a heading or paragraph, or each list item. */
export function blockTexts(block: RichBlock): string[] {
  const spansText = (spans: RichSpan[]) => spans.map((span) => span.text).join("");
  switch (block.type) {
    case "heading":
    case "paragraph":
      return [spansText(block.spans)];
    case "list":
      return block.items.map(spansText);
    case "image":
      return [];
  }
}

/** Plain text of a block list, for word counts and descriptions. */
export function plainText(content: RichContent): string {
  return content.flatMap(blockTexts).join("\n");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at about 230 words a minute, never under one minute (departures #10). */
export function readingMinutes(content: RichContent): number {
  return Math.max(1, Math.ceil(wordCount(plainText(content)) / 230));
}

/** Whether an address may appear as a link: same-site paths and https only. */
export function isSafeHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^https:\/\/[^\s]+$/.test(href) || /^mailto:[^\s]+$/.test(href);
}

/** The same blocks with every text a reader sees (spans, image alt) passed through `map`. */
export function mapRichText(content: RichContent, map: (text: string) => string): RichContent {
  const spans = (list: RichSpan[]) => list.map((span) => ({ ...span, text: map(span.text) }));
  return content.map((block) => {
    switch (block.type) {
      case "heading":
      case "paragraph":
        return { ...block, spans: spans(block.spans) };
      case "list":
        return { ...block, items: block.items.map(spans) };
      case "image":
        return { ...block, alt: map(block.alt) };
    }
  });
}
