import { SiteLink } from "~/components/common/site-link";
import { SectionIcon } from "~/components/types/section-icon";
import type { SectionSummary, TypeSummary } from "~/content/model";
import { sectionIcon } from "~/content/type-sections";
import { typeImages } from "~/content/model";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

const itemClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground";
const currentClass = "bg-muted font-medium text-foreground";

/**
 * A type's side navigation (spec §2): Introduction, then its sections in order, each with an icon
 * chosen from its title. `current` is the section being read, or undefined on the type page.
 */
export function TypeNav({
  type,
  sections,
  current,
}: {
  type: Pick<TypeSummary, "code" | "name" | "slug">;
  sections: readonly Pick<SectionSummary, "slug" | "title">[];
  current?: string;
}) {
  const badge = typeImages(type.code).badge;
  const t = useT();
  return (
    <nav aria-label={`${type.name} (${type.code})`} className="lg:sticky lg:top-24 lg:self-start">
      <div className="mb-3 flex items-center gap-3 px-3">
        <img src={badge.src} width={48} height={48} alt="" className="size-12 rounded-xl" />
        <div className="leading-tight">
          <p className="font-semibold">{type.name}</p>
          <p className="text-sm text-muted-foreground">{type.code}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        <li>
          <SiteLink
            to={current ? `/personality-types/${type.slug}` : "#introduction"}
            className={cn(itemClass, !current && currentClass)}
            aria-current={current ? undefined : "page"}
          >
            <SectionIcon name="book" className="size-4 shrink-0" />
            {t("types:nav.introduction")}
          </SiteLink>
        </li>
        {sections.map((section) => (
          <li key={section.slug}>
            <SiteLink
              to={`/personality-types/${type.slug}/${section.slug}`}
              className={cn(itemClass, current === section.slug && currentClass)}
              aria-current={current === section.slug ? "page" : undefined}
            >
              <SectionIcon name={sectionIcon(section.slug)} className="size-4 shrink-0" />
              {section.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
