import { data } from "react-router";
import type { Route } from "./+types/science";
import { Container } from "~/components/common/page-hero";
import { RichContent } from "~/components/content/rich-content";
import { ScienceFiguresSection } from "~/components/science/figures";
import { sciencePage } from "~/content/science.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { type PageTextHandle, useContentLanguage } from "~/i18n/page-text";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { scienceFigures } from "~/statistics/science";

/** Its explanation is English; its tables are in every language (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "science" };

/**
 * The explanation (content) and the live figures from the newest statistics snapshot (issue 22).
 * A content page, kept by caches like the others: a new snapshot shows within their time (a
 * minute in the server's page cache, ten in a shared one).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const page = sciencePage();
  if (!page) throw data(null, { status: 404 });
  // A failed read leaves the explanation standing: the figures' section is left out, never
  // replaced by a count that would be wrong.
  const snapshot = await context.latestStatistics().catch((error: unknown) => {
    logger().error({ error: String(error) }, "Failed to read the statistics for /science");
    return undefined;
  });
  return data(
    {
      page,
      figures: snapshot === undefined ? null : scienceFigures(snapshot),
      i18n: pageMessages(locale, ["science"]),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("science:meta.title"), t("science:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("science"), t("science:meta.imageAlt"), t.locale),
  });
};

export default function Science({ loaderData }: Route.ComponentProps) {
  const { page, figures } = loaderData;
  const contentLanguage = useContentLanguage();
  return (
    <Container className="max-w-3xl py-12">
      <div {...contentLanguage}>
        <h1 className="text-4xl font-bold tracking-tight text-balance">{page.title}</h1>
        <RichContent content={page.content} className="mt-6" />
      </div>
      {figures ? <ScienceFiguresSection figures={figures} /> : null}
    </Container>
  );
}
