// First: zod's settings for our CSP, before any module builds a schema.
import "~/lib/zod";
import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NotFoundPage } from "~/components/common/not-found";
import { RouteFocus } from "~/components/layout/route-focus";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import { site } from "~/config/site";
import { imageUrl } from "~/lib/images";
import { pageMeta } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { readToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { getSession, withCookies } from "~/auth/session.server";
import { useTheme } from "~/components/layout/use-theme";
import { themeFromCookieHeader } from "~/lib/theme";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: imageUrl("/favicon.svg"), type: "image/svg+xml" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const [{ toast, headers: toastCookie }, session] = await Promise.all([
    readToast(request),
    getSession(request, context),
  ]);
  const user = session.user && {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
  };
  return data(
    // liveCharges is the same for every visitor, so pages with it may be shared by the page cache.
    // The theme comes from the visitor's cookie: the page cache keeps one copy per theme.
    {
      toast,
      user,
      siteUrl: context.siteUrl,
      liveCharges: context.billing.liveCharges,
      // The copyright line's year, on every request (a kept page is at most a minute old).
      year: new Date().getUTCFullYear(),
      theme: themeFromCookieHeader(request.headers.get("Cookie")),
      // While checkouts take no real money every page says so, in the billing messages' words.
      i18n: pageMessages(
        locale,
        context.billing.liveCharges === false ? ["common", "billing"] : ["common"],
      ),
    },
    { headers: withCookies(toastCookie, session.headers) },
  );
}

/** The page's canonical address and the Open Graph tags every page shares. */
function CanonicalTags() {
  const siteUrl = useRouteLoaderData<typeof loader>("root")?.siteUrl;
  const { pathname } = useLocation();
  if (!siteUrl) return null;
  const url = `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce() || undefined;
  // Rendered on the server from the cookie, so the first paint is already in the chosen theme.
  const theme = useTheme();
  const t = useT();
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3fd0" />
        <Meta />
        <CanonicalTags />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t("common:skipToContent")}
        </a>
        {children}
        <Toaster theme={theme} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * While no checkout takes real money (the built-in TEST MODE checkout, or a Stripe test key), every
 * page says so, so nobody mistakes the site for a shop that charges them.
 */
function PaymentsSandboxNotice() {
  const liveCharges = useRouteLoaderData<typeof loader>("root")?.liveCharges;
  const t = useT();
  if (liveCharges !== false) return null;
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 border-b border-notice-border bg-notice px-4 py-1.5 text-center text-xs font-medium text-notice-foreground sm:text-sm"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {t.rich<ReactNode>(
          "billing:sandbox.notice",
          {},
          {
            card: (children) => (
              <span key="card" className="whitespace-nowrap">
                {children}
              </span>
            ),
          },
        )}
      </span>
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteFocus />
      <PaymentsSandboxNotice />
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useActionToast(toast);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) return pageMeta("Page not found");
  if (error) return pageMeta("Something went wrong");
  return pageMeta(undefined);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Shell>
      <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Error {status}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">
          {unavailable ? "We'll be right back" : "Something went wrong"}
        </h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          {unavailable
            ? "TypeAtlas is briefly unavailable. Please try again in a moment; nothing you saved has been lost."
            : "An unexpected error stopped this page from loading. Please try again in a moment."}
        </p>
        <Button asChild className="mt-8">
          <Link to="/">Return to Home</Link>
        </Button>
        {stack ? (
          <pre className="mt-8 max-w-full overflow-auto rounded-md bg-muted p-4 text-left text-xs">
            {stack}
          </pre>
        ) : null}
      </section>
    </Shell>
  );
}
