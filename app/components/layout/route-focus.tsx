import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/** How long a page may take to draw its heading (a result waiting for its profile). */
const headingWaitMs = 5000;

/**
 * After a client-side navigation to another page, focus moves to the new page's heading, as a
 * full page load would start reading there; without this it stays on the link that was clicked
 * (in the header) or falls to the page body (when the link is gone), and a screen reader says
 * nothing of the new page. A page that places focus itself (a form's first field, the test's
 * stage) keeps it. A heading drawn a moment later (a result waiting for its profile) is waited for.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previous = useRef(pathname);
  const focusedBefore = useRef<Element | null>(null);

  const loading = navigation.state === "loading";
  useEffect(() => {
    // Still the old page: remember what had focus, to tell it from focus the new page places.
    if (loading) focusedBefore.current ??= document.activeElement;
  }, [loading]);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const before = focusedBefore.current;
    focusedBefore.current = null;
    const main = document.querySelector<HTMLElement>("main");
    if (!main) return;

    const pageTookFocus = () => {
      const active = document.activeElement;
      return active !== null && active !== before && main.contains(active) && active !== main;
    };
    const focusHeading = (): boolean => {
      if (pageTookFocus()) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), headingWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
