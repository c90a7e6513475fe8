import { createElement, type ComponentProps, type ReactElement } from "react";
// The one module that takes React Router's links: every other one links through these.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { useLocalize } from "~/i18n/use-language";

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
const BaseLink: typeof RouterLink = import.meta.env.SSR
  ? (ServerLink as typeof RouterLink)
  : RouterLink;

const BaseNavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;

/**
 * Both also keep the reader in the page's language: `to="/about"` on a Spanish page leads to
 * "/es/about" (decision 034), so links are written once, in English paths.
 */
export const SiteLink = ((props: LinkProps) => {
  const localize = useLocalize();
  return createElement(BaseLink, {
    ...props,
    to: typeof props.to === "string" ? localize(props.to) : props.to,
  });
}) as typeof RouterLink;

export const SiteNavLink = ((props: NavLinkProps) => {
  const localize = useLocalize();
  return createElement(BaseNavLink, {
    ...props,
    to: typeof props.to === "string" ? localize(props.to) : props.to,
  });
}) as typeof RouterNavLink;

/** A path on this site written out in full: "/about", "/auth?mode=signup". */
const plainPath = /^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%+]*)?$/;
const dotSegment = /(^|\/)\.\.?(\/|\?|$)/;

function isPlain(props: LinkProps): boolean {
  return (
    typeof props.to === "string" &&
    plainPath.test(props.to) &&
    !dotSegment.test(props.to) &&
    (props.prefetch ?? "none") === "none" &&
    !props.reloadDocument &&
    props.relative === undefined &&
    props.state === undefined
  );
}

/** What React Router's Link uses itself rather than passing on to the `<a>`. */
const linkOnly = new Set([
  "to",
  "discover",
  "onClick",
  "replace",
  "preventScrollReset",
  "viewTransition",
  "prefetch",
  "ref",
  "reloadDocument",
  "relative",
  "state",
  "mask",
  "defaultShouldRevalidate",
  "target",
]);
const navLinkOnly = new Set([
  ...linkOnly,
  "aria-current",
  "caseSensitive",
  "className",
  "end",
  "style",
  "children",
]);

/** The `<a>` React Router's Link renders, its attributes in the same order. */
function anchor(
  linkProps: LinkProps | NavLinkProps,
  skip: Set<string>,
  own?: Record<string, unknown>,
): ReactElement {
  const props = linkProps as unknown as Record<string, unknown>;
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!skip.has(key)) attributes[key] = props[key];
  for (const key in own) attributes[key] = own[key];
  attributes.href = props.to;
  if (props.target !== undefined) attributes.target = props.target;
  if ((props.discover ?? "render") === "render") attributes["data-discover"] = "true";
  return createElement("a", attributes);
}

export function ServerLink(props: LinkProps & { ref?: ComponentProps<"a">["ref"] }) {
  if (!isPlain(props)) return <RouterLink {...props} />;
  return anchor(props, linkOnly);
}

export function ServerNavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  if (!isPlain(props as LinkProps)) return <RouterNavLink {...props} />;
  const { caseSensitive = false, className = "", end = false, style, children } = props;
  const isActive = isActivePath(pathname, (props.to as string).split("?")[0]!, {
    caseSensitive,
    end,
  });
  const state = { isActive, isPending: false, isTransitioning: false };
  return anchor(props, navLinkOnly, {
    "aria-current": isActive ? (props["aria-current"] ?? "page") : undefined,
    className:
      typeof className === "function"
        ? className(state)
        : [className, isActive ? "active" : null].filter(Boolean).join(" "),
    style: typeof style === "function" ? style(state) : style,
    children: typeof children === "function" ? children(state) : children,
  });
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
