// First: zod's settings for our CSP, before any module builds a schema.
import "~/lib/zod";
import { FlaskConical, Languages } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { SiteLink } from "~/components/common/site-link";
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
import { LanguageSuggestion } from "~/components/layout/language-suggestion";
import { useTheme } from "~/components/layout/use-theme";
import { themeFromCookieHeader } from "~/lib/theme";
import { knownLanguageOf, pageMessages, servedLanguages } from "~/i18n/messages.server";
import { sourceLocale } from "~/i18n/locales";
import { localizePath, splitLocalePath } from "~/i18n/paths";
import { hasOwnPageText, usePageText } from "~/i18n/page-text";
import { useLanguage, useLanguages } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { metaT } from "~/i18n/meta-t";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: imageUrl("/favicon.svg"), type: "image/svg+xml" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = knownLanguageOf(params) ?? sourceLocale;
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
      // errors: the 404 and error pages that any route may end in; while checkouts take no real
      // money every page says so, in the billing messages' words.
      i18n: pageMessages(
        language.code,
        context.billing.liveCharges === false
          ? ["common", "errors", "billing:sandbox.notice"]
          : ["common", "errors"],
      ),
      language,
      languages: servedLanguages(),
    },
    { headers: withCookies(toastCookie, session.headers) },
  );
}

/** The page's canonical address and the Open Graph tags every page shares. */
function CanonicalTags() {
  const siteUrl = useRouteLoaderData<typeof loader>("root")?.siteUrl;
  const { pathname } = useLocation();
  const language = useLanguage();
  const languages = useLanguages();
  const pageText = usePageText();
  if (!siteUrl) return null;
  const address = (path: string) => `${siteUrl}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  const url = address(pathname);
  // The same page in every language (hreflang), English as the default for everyone else.
  const { path } = splitLocalePath(
    pathname,
    languages.map((l) => l.prefix),
  );
  const ogLocale = (code: string) => code.replace("-", "_");
  // A page whose text is English only here is the English page's copy: its canonical address is
  // the English one, and only the languages it is written in are its alternates.
  const written = languages.filter((other) => hasOwnPageText(pageText, other));
  const canonical = hasOwnPageText(pageText, language) ? url : address(path);
  return (
    <>
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocale(language.code)} />
      {languages.map((other) =>
        other.code === language.code ? null : (
          <meta key={other.code} property="og:locale:alternate" content={ogLocale(other.code)} />
        ),
      )}
      {written.map((other) => (
        <link
          key={other.code}
          rel="alternate"
          hrefLang={other.code}
          href={address(localizePath(path, other.prefix))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address(path)} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce() || undefined;
  // Rendered on the server from the cookie, so the first paint is already in the chosen theme.
  const theme = useTheme();
  const t = useT();
  const language = useLanguage();
  return (
    <html lang={language.code} dir={language.dir} data-theme={theme}>
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
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
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

/**
 * A page not written in the reader's language says so, in that language, above the English
 * text, which carries `lang="en"` for screen readers and translation tools when the page's own
 * words are English too (tier-2 pages in a tier-1 language).
 */
function PageLanguageNote({ children }: { children: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const pageText = usePageText();
  if (hasOwnPageText(pageText, language)) return children;
  const note =
    pageText === "blog"
      ? t("common:pageLanguage.blog")
      : pageText === "legal"
        ? t("common:pageLanguage.legal")
        : pageText === "science"
          ? t("common:pageLanguage.science", { language: language.name })
          : t("common:pageLanguage.notTranslated", { language: language.name });
  // The page's interface words are English too where its namespace is tier 2 and the language
  // tier 1; the blog's, legal pages' and /science's interface words are the reader's (tier 1).
  const englishWords =
    pageText !== "blog" && pageText !== "legal" && pageText !== "science" && language.tier < 2;
  return (
    <>
      <p
        role="note"
        className="border-b bg-muted px-4 py-2 text-center text-sm text-muted-foreground"
      >
        <Languages className="me-2 inline size-4 align-[-0.125em]" aria-hidden="true" />
        {note}
      </p>
      {englishWords ? (
        <div lang="en" dir="ltr" className="flex flex-1 flex-col">
          {children}
        </div>
      ) : (
        children
      )}
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  // Marks the page as running its JavaScript, which the end-to-end tests wait for before they
  // scroll or press what only a hydrated page handles.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      <RouteFocus />
      <LanguageSuggestion />
      <PaymentsSandboxNotice />
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <PageLanguageNote>{children}</PageLanguageNote>
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

export function meta({ error, matches }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return pageMeta(metaT(matches)("errors:meta.notFound"));
  if (error) return pageMeta(metaT(matches)("errors:meta.error"));
  return pageMeta(undefined);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
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
          {t("errors:error.status", { status })}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">
          {t(unavailable ? "errors:unavailable.title" : "errors:error.title")}
        </h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          {t(unavailable ? "errors:unavailable.body" : "errors:error.body")}
        </p>
        <Button asChild className="mt-8">
          <SiteLink to="/">{t("errors:backHome")}</SiteLink>
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
