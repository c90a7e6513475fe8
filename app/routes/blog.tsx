import { data } from "react-router";
import type { Route } from "./+types/blog";
import { BlogList } from "~/components/blog/blog-list";
import { Container, PageHero } from "~/components/common/page-hero";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { settleQuickly } from "~/lib/settle-quickly.server";
import type { PageTextHandle } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "blog" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  return data(
    {
      posts: (await settleQuickly(context.content.posts())).value,
      i18n: pageMessages(locale, ["blog"]),
    },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("blog:meta.title"), t("blog:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("blog"), t("blog:meta.imageAlt"), t.locale),
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("blog:hero.eyebrow")} title={t("blog:hero.title")}>
        {t("blog:hero.text")}
      </PageHero>
      <Container className="pb-20">
        <BlogList posts={loaderData.posts} />
      </Container>
    </>
  );
}
