import { useRouteLoaderData } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { footerColumns } from "~/config/site";
import { useT } from "~/i18n/use-t";
import { Logo } from "./logo";
import { LanguageMenu } from "./language-menu";
import { ThemeSwitch } from "./theme-switch";

export function SiteFooter() {
  // The year of the request, from the root loader; the error page may have no root data.
  const root = useRouteLoaderData("root") as { year?: number } | undefined;
  const year = root?.year ?? new Date().getUTCFullYear();
  const t = useT();
  return (
    <footer className="mt-auto bg-footer text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="max-w-xs text-sm text-white/75">{t("common:site.footerPromise")}</p>
          <ThemeSwitch />
          <LanguageMenu tone="inverted" />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white/90">
              {t(column.title)}
            </h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <SiteLink
                    to={link.to}
                    className="rounded-sm text-sm text-white/75 transition-colors hover:text-white focus-visible:outline-white"
                  >
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-white/70 sm:px-6 lg:px-8">
          {t("common:site.copyright", { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
