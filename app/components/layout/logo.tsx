import { SiteLink } from "~/components/common/site-link";
import { site } from "~/config/site";
import { useT } from "~/i18n/use-t";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const t = useT();
  return (
    <SiteLink to="/" className="group flex items-center gap-2.5 rounded-md">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={inverted ? "fill-white" : "fill-brand"} />
        <path
          d="M9 22 16 8l7 14M11.5 17h9"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={inverted ? "stroke-brand" : "stroke-white"}
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight">{site.name}</span>
        <span className={inverted ? "text-xs text-white/75" : "text-xs text-muted-foreground"}>
          {t("common:site.tagline")}
        </span>
      </span>
    </SiteLink>
  );
}
