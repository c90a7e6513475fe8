import { SiteNavLink } from "~/components/common/site-link";
import { cn } from "~/lib/utils";

/**
 * A section's nav under its heading (the account area, the operators' area, a team): a link per
 * page as tabs on one line, the current one marked `aria-current="page"` and underlined. `end`
 * pages are current only at their own address, not below it.
 */
export function SectionNav({
  label,
  pages,
  className = "mt-6",
}: {
  label: string;
  pages: readonly { to: string; label: string; end?: boolean }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("border-b", className)}>
      <ul className="-mb-px flex flex-wrap gap-x-6 gap-y-1">
        {pages.map((page) => (
          <li key={page.to}>
            <SiteNavLink
              to={page.to}
              end={page.end ?? true}
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 py-2 text-sm font-medium transition-colors",
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {page.label}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
