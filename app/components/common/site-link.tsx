import type { ComponentProps } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

/**
 * Links to the site's own pages in the header, footer and menus, which every page renders.
 *
 * In the browser these are React Router's `Link` and `NavLink`. On the server they render the
 * very same `<a>` without the hooks React Router's links run to resolve a relative path, handle
 * clicks and prefetch: work that cannot matter on the server, and which made the site's 35
 * chrome links about a fifth of every signed-in page's render. A link the quick version cannot
 * reproduce exactly (a relative or outside address, prefetching, a state) is rendered by React
 * Router on the server too. `site-link.test.tsx` checks the markup is identical.
 */
export const SiteLink: typeof RouterLink = import.meta.env.SSR
  ? (ServerLink as typeof RouterLink)
  : RouterLink;

export const SiteNavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;

/** A path on this site written out in full: "/about", "/auth?mode=signup". */
const plainPath = /^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%+]*)?$/;

function isPlain<P extends LinkProps>(props: P): props is P & { to: string } {
  return (
    typeof props.to === "string" &&
    plainPath.test(props.to) &&
    !/(^|\/)\.\.?(\/|\?|$)/.test(props.to) &&
    (props.prefetch ?? "none") === "none" &&
    !props.reloadDocument &&
    props.relative === undefined &&
    props.state === undefined
  );
}

export function ServerLink(props: LinkProps & { ref?: ComponentProps<"a">["ref"] }) {
  if (!isPlain(props)) return <RouterLink {...props} />;
  const {
    to,
    discover = "render",
    // What only a browser acts on.
    onClick: _onClick,
    replace: _replace,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    prefetch: _prefetch,
    ref: _ref,
    ...rest
  } = props;
  return <a {...rest} href={to} data-discover={discover === "render" ? "true" : undefined} />;
}

export function ServerNavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  if (!isPlain(props as LinkProps)) return <RouterNavLink {...props} />;
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className = "",
    end = false,
    style,
    children,
    ...rest
  } = props;
  const isActive = isActivePath(pathname, (props.to as string).split("?")[0]!, {
    caseSensitive,
    end,
  });
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerLink
      {...(rest as LinkProps)}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(state)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </ServerLink>
  );
}

/** React Router's rule for `NavLink`: the same path, or (without `end`) one of its sub-paths. */
export function isActivePath(
  locationPathname: string,
  toPathname: string,
  { caseSensitive = false, end = false } = {},
): boolean {
  const here = caseSensitive ? locationPathname : locationPathname.toLowerCase();
  const to = caseSensitive ? toPathname : toPathname.toLowerCase();
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === "/");
}
