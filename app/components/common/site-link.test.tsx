import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
// The links are compared with React Router's own.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  StaticRouterProvider,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { expect, test } from "vitest";
import { Button } from "~/components/ui/button";
import { isActivePath, ServerLink, ServerNavLink } from "./site-link";

/** Server markup of `element` on a page at `path`, as the site renders it. */
async function render(path: string, element: () => ReactNode): Promise<string> {
  const routes = [{ path: "*", Component: () => element() }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const linkCases: LinkProps[] = [
  { to: "/" },
  { to: "/about", className: "text-sm" },
  { to: "/auth?mode=signup", onClick: () => {} },
  { to: "/personality-types/intj/career-paths", "aria-label": "Careers", title: "x" },
  { to: "/blog", discover: "none" },
  { to: "/about", target: "_blank", rel: "noopener", id: "x" },
  { to: "/legal/privacy-policy", replace: true, preventScrollReset: true, viewTransition: true },
  // Not plain: React Router renders these on the server too.
  { to: "about" },
  { to: "/a/../b" },
  { to: "https://example.com/" },
  { to: "//example.com/" },
  { to: { pathname: "/about", search: "?x=1" } },
  { to: "/pricing", prefetch: "intent" },
  { to: "/pricing", reloadDocument: true },
  { to: "/pricing", state: { from: "x" } },
];

test("the server's site link renders exactly what React Router's Link renders", async () => {
  for (const props of linkCases) {
    for (const page of ["/", "/about", "/personality-types/intj"]) {
      const ours = await render(page, () => <ServerLink {...props}>Label</ServerLink>);
      const theirs = await render(page, () => <Link {...props}>Label</Link>);
      expect(ours, JSON.stringify(props)).toBe(theirs);
    }
  }
  // Inside a Button (Radix Slot passes its props and ref to the link).
  const ours = await render("/", () => (
    <Button asChild variant="ghost">
      <ServerLink to="/auth">Sign In</ServerLink>
    </Button>
  ));
  const theirs = await render("/", () => (
    <Button asChild variant="ghost">
      <Link to="/auth">Sign In</Link>
    </Button>
  ));
  expect(ours).toBe(theirs);
});

test("the server's site nav link marks the current page as React Router's NavLink does", async () => {
  const classes = ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
    `${isActive ? "on" : "off"}${isPending ? " pending" : ""}`;
  const cases: NavLinkProps[] = [
    { to: "/", end: true, className: classes },
    { to: "/", className: classes },
    { to: "/personality-types", className: classes },
    { to: "/personality-types/", className: "plain" },
    { to: "/dashboard", className: "plain", "aria-current": "location" },
    {
      to: "/Dashboard",
      caseSensitive: true,
      style: ({ isActive }) => ({ opacity: isActive ? 1 : 0.5 }),
    },
    { to: "/blog", end: true, children: ({ isActive }) => (isActive ? "Blog (here)" : "Blog") },
    { to: "/auth?mode=signup", onClick: () => {} },
    { to: "types", className: classes },
  ];
  const pages = [
    "/",
    "/personality-types",
    "/personality-types/intj",
    "/dashboard",
    "/Dashboard",
    "/blog",
    "/blog/x",
    "/auth",
  ];
  for (const props of cases) {
    for (const page of pages) {
      const ours = await render(page, () => (
        <ServerNavLink {...props}>{props.children ?? "Label"}</ServerNavLink>
      ));
      const theirs = await render(page, () => (
        <NavLink {...props}>{props.children ?? "Label"}</NavLink>
      ));
      expect(ours, `${JSON.stringify(props)} on ${page}`).toBe(theirs);
    }
  }
});

test("isActivePath follows React Router's rule", () => {
  expect(isActivePath("/personality-types/intj", "/personality-types")).toBe(true);
  expect(isActivePath("/personality-types-extra", "/personality-types")).toBe(false);
  expect(isActivePath("/personality-types/intj", "/personality-types", { end: true })).toBe(false);
  expect(isActivePath("/About", "/about")).toBe(true);
  expect(isActivePath("/About", "/about", { caseSensitive: true })).toBe(false);
  // The home link is current only on the home page, with or without `end`.
  expect(isActivePath("/", "/")).toBe(true);
  expect(isActivePath("/anything", "/")).toBe(false);
});
