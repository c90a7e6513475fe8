import { useEffect, useRef, type RefObject } from "react";
import { SiteNavLink } from "~/components/common/site-link";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import { AccountControls, useHeaderLinks } from "./account-controls";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavigationProgress } from "./navigation-progress";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
    isActive ? "text-primary" : "text-muted-foreground",
  );

/** Where the header is the compact one: phones, small tablets, and any screen on its side. */
const compactScreens = "(max-width: 63.99rem), (max-height: 30rem)";

/** Scrolling less than this is a hand resting on the screen, not a direction. */
const scrollSlack = 8;

/**
 * On compact screens the header slides away while the reader scrolls down and returns on the first
 * scroll up, so a phone's few hundred pixels go to the page. The state is an attribute on <html>,
 * so the test page's sticky progress can take the header's place. Focus inside the header always
 * shows it (the CSS says so too), so a keyboard user never tabs into something hidden.
 */
function useHideWhileScrollingDown(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    const compact = window.matchMedia(compactScreens);
    let lastY = window.scrollY;
    const setHidden = (hidden: boolean) => root.toggleAttribute("data-header-hidden", hidden);

    function onScroll() {
      const y = window.scrollY;
      const height = header.current?.offsetHeight ?? 0;
      if (y <= height) {
        lastY = y;
        setHidden(false);
        return;
      }
      if (Math.abs(y - lastY) < scrollSlack) return;
      const down = y > lastY;
      lastY = y;
      setHidden(down && compact.matches && !header.current?.contains(document.activeElement));
    }
    const show = () => setHidden(false);

    window.addEventListener("scroll", onScroll, { passive: true });
    compact.addEventListener("change", show);
    const element = header.current;
    element?.addEventListener("focusin", show);
    return () => {
      window.removeEventListener("scroll", onScroll);
      compact.removeEventListener("change", show);
      element?.removeEventListener("focusin", show);
      setHidden(false);
    };
  }, [header]);
}

export function SiteHeader() {
  const links = useHeaderLinks();
  const t = useT();
  const header = useRef<HTMLElement>(null);
  useHideWhileScrollingDown(header);
  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur transition-transform duration-200 motion-reduce:transition-none supports-[backdrop-filter]:bg-background/80 [html[data-header-hidden]_&:not(:focus-within)]:-translate-y-full"
    >
      {/* 56 px tall (57 with the border) on compact screens: at most 64 px of a phone's height. */}
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-16 lg:px-8">
        <Logo />
        <nav aria-label={t("common:nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <SiteNavLink to={link.to} end={link.to === "/"} className={linkClasses}>
                  {t(link.label)}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-0 items-center gap-2 lg:flex">
          <LanguageMenu />
          <AccountControls layout="bar" />
        </div>

        <MobileMenu linkClasses={linkClasses} />
      </div>
      <NavigationProgress />
    </header>
  );
}
