import { SectionNav } from "~/components/common/section-nav";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";

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
    <SectionNav
      label={t("account:nav.label")}
      pages={accountPages.map((page) => ({ to: page.to, label: t(page.label) }))}
    />
  );
}
