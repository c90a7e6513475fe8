import { SiteNavLink } from "~/components/common/site-link";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/** The account area's pages (decision 019), in the order the section nav lists them. */
export const accountPages = [
  { to: "/account", label: "account:nav.profile" },
  { to: "/account/security", label: "account:nav.security" },
  { to: "/account/data", label: "account:nav.data" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** The section nav: a link per page, the current one marked with `aria-current="page"`. */
export function AccountNav() {
  const t = useT();
  return (
    <nav aria-label={t("account:nav.label")} className="mt-6 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-6 gap-y-1">
        {accountPages.map((page) => (
          <li key={page.to}>
            <SiteNavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 py-2 text-sm font-medium transition-colors",
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {t(page.label)}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
