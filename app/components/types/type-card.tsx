import { SiteLink } from "~/components/common/site-link";
import { categoryTone } from "~/assessment/type-codes";
import { typeImages, type TypeSummary } from "~/content/model";
import { Badge } from "~/components/ui/badge";
import { imagePriorityProps, type ImagePriority } from "~/lib/images";
import { cn } from "~/lib/utils";
import { typeContentLocales, useContentLanguage } from "~/i18n/page-text";

const toneBorder = {
  analyst: "hover:border-analyst",
  diplomat: "hover:border-diplomat",
  sentinel: "hover:border-sentinel",
  explorer: "hover:border-explorer",
  neutral: "hover:border-neutral-category",
} as const;

/** One type in a list (spec §2): illustration, code badge, name and description. */
export function TypeCard({
  type,
  compact = false,
  imagePriority = "lazy",
}: {
  type: TypeSummary;
  compact?: boolean;
  imagePriority?: ImagePriority;
}) {
  const tone = categoryTone(type.category);
  const contentLanguage = useContentLanguage(typeContentLocales);
  const image = typeImages(type.code).card;
  return (
    <SiteLink
      {...contentLanguage}
      to={`/personality-types/${type.slug}`}
      className={cn(
        "group flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors",
        toneBorder[tone],
      )}
    >
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        {...imagePriorityProps(imagePriority)}
        decoding="async"
        // The drawing's pale ground would glare on a dark page: inverted and turned back to its
        // own hue, it becomes a dark ground with light shapes in the family's colour.
        className="h-auto w-full dark:hue-rotate-180 dark:invert"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={tone}>{type.code}</Badge>
          <span className="font-semibold group-hover:underline">{type.name}</span>
        </div>
        {compact ? null : (
          <p className="text-sm leading-6 text-muted-foreground">{type.description}</p>
        )}
      </div>
    </SiteLink>
  );
}
