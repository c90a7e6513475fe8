import { SiteLink } from "~/components/common/site-link";
import type { RichBlock, RichContent as Blocks, RichSpan } from "~/content/rich-text";
import type { ContentLanguage } from "~/i18n/page-text";
import { imageUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

function Span({ span }: { span: RichSpan }) {
  let node: React.ReactNode = span.text;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong className="font-semibold text-foreground">{node}</strong>;
  if (span.href) {
    const className = "font-medium text-primary underline underline-offset-2 hover:no-underline";
    node = span.href.startsWith("/") ? (
      <SiteLink to={span.href} className={className}>
        {node}
      </SiteLink>
    ) : (
      <a href={span.href} className={className} rel="noopener noreferrer">
        {node}
      </a>
    );
  }
  return node;
}

function Spans({ spans }: { spans: RichSpan[] }) {
  return spans.map((span, index) => <Span key={index} span={span} />);
}

const headingStyles = {
  1: "mt-10 text-3xl font-bold tracking-tight",
  2: "mt-10 text-2xl font-bold tracking-tight",
  3: "mt-8 text-xl font-semibold",
  4: "mt-6 text-lg font-semibold",
} as const;

function Block({ block, headingOffset }: { block: RichBlock; headingOffset: number }) {
  switch (block.type) {
    case "heading": {
      // The page owns the h1 (and sometimes h2); content headings shift below it.
      const level = Math.min(6, block.level + headingOffset) as 1 | 2 | 3 | 4 | 5 | 6;
      const Tag = `h${level}` as const;
      return (
        <Tag className={cn("text-foreground first:mt-0", headingStyles[block.level])}>
          <Spans spans={block.spans} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p className="mt-4 leading-7">
          <Spans spans={block.spans} />
        </p>
      );
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag
          className={cn(
            "mt-4 flex flex-col gap-2 pl-6 leading-7",
            block.ordered ? "list-decimal" : "list-disc",
          )}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <Spans spans={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case "image":
      return (
        <img
          src={imageUrl(block.src)}
          alt={block.alt}
          width={block.width}
          height={block.height}
          loading="lazy"
          decoding="async"
          className="mt-6 h-auto w-full rounded-lg"
        />
      );
  }
}

/**
 * Rich content as the site's own elements (spec §3 "Rich content"). Nothing is set as HTML, so a
 * content file or CMS answer cannot inject markup.
 */
export function RichContent({
  content,
  headingOffset = 0,
  className,
  language,
}: {
  content: Blocks;
  /** The text's language and direction, where they differ from the page's (`useContentLanguage`). */
  language?: ContentLanguage;
  /** Levels to shift content headings by, when the page already has headings above them. */
  headingOffset?: number;
  className?: string;
}) {
  return (
    <div {...language} className={cn("text-muted-foreground", className)}>
      {content.map((block, index) => (
        <Block key={index} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
