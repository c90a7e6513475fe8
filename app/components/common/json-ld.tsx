import { useRouteLoaderData } from "react-router";
import { serializeJsonLd, type JsonLdObject } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines, with the request's CSP nonce. The browser hides a nonce
 * once the page has loaded, so hydration may see it empty: no warning for that attribute.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce() || undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The site's origin from the root loader, for absolute addresses in structured data. */
export function useSiteUrl(): string | undefined {
  return (useRouteLoaderData("root") as { siteUrl?: string } | undefined)?.siteUrl;
}
