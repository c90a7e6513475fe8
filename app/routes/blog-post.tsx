import { ArrowLeft, ArrowRight, BookOpen, Compass, FileText, Users } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/blog-post";
import { PostByline, PostCategories, PostImage } from "~/components/blog/post-card";
import { ShareButton } from "~/components/blog/share-button";
import { MissingState } from "~/components/common/not-found";
import { JsonLd, useSiteUrl } from "~/components/common/json-ld";
import { Container } from "~/components/common/page-hero";
import { RichContent } from "~/components/content/rich-content";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import type { MessageKey } from "~/i18n/english";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { articleLd } from "~/lib/json-ld";
import { type PageTextHandle, useContentLanguage } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "blog" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = pageMessages(localeOf(params), ["blog"]);
  const notFound = () => data({ post: null, related: [], url: "", i18n }, { status: 404 });
  try {
    const post = await context.content.post(params.slug);
    if (!post) return notFound();
    const categories = new Set(post.categories.map((category) => category.slug));
    const related = (await context.content.posts())
      .filter(
        (other) =>
          other.slug !== post.slug &&
          other.categories.some((category) => categories.has(category.slug)),
      )
      .slice(0, 3)
      .map(({ slug, title }) => ({ slug, title }));
    return data(
      { post, related, url: `${context.siteUrl}/blog/${post.slug}`, i18n },
      { headers: { "Cache-Control": contentCacheControl(request) } },
    );
  } catch (error) {
    // Spec §8: a failed post load is logged and the page says the post was not found.
    logger().error({ error: String(error), slug: params.slug }, "Failed to load a blog post");
    return notFound();
  }
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const post = loaderData?.post;
  const t = metaT(matches);
  if (!post) return pageMeta(t("blog:post.notFound.title"), undefined, { noindex: true });
  return [
    ...pageMeta(post.title, post.excerpt, {
      siteUrl: siteUrlOf(matches),
      image: ogImage(
        ogPaths.post(post.slug),
        t("blog:post.imageAlt", { title: post.title }),
        t.locale,
      ),
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:author", content: post.author },
  ];
};

const resources: readonly { to: string; label: MessageKey; icon: typeof Compass }[] = [
  { to: "/personality-test", label: "blog:post.resources.test", icon: Compass },
  { to: "/personality-types", label: "blog:post.resources.types", icon: Users },
  { to: "/pricing", label: "blog:post.resources.premium", icon: FileText },
  { to: "/blog", label: "blog:post.resources.all", icon: BookOpen },
];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, url } = loaderData;
  const siteUrl = useSiteUrl();
  const t = useT();
  const contentLanguage = useContentLanguage();
  if (!post) {
    return (
      <MissingState
        title={t("blog:post.notFound.title")}
        message={t("blog:post.notFound.text")}
        backTo="/blog"
        backLabel={t("blog:post.back")}
      />
    );
  }
  return (
    <div {...contentLanguage} className="contents">
      <Container className="grid gap-12 py-10 lg:grid-cols-[1fr_18rem]">
        {siteUrl ? (
          <JsonLd
            data={articleLd(
              { ...post, url, image: `${siteUrl}${ogPaths.post(post.slug)}` },
              siteUrl,
            )}
          />
        ) : null}
        <article className="min-w-0 max-w-3xl">
          <SiteLink
            to="/blog"
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("blog:post.back")}
          </SiteLink>
          <header className="mt-6 flex flex-col gap-4">
            <PostCategories post={post} />
            <h1 className="text-balance text-4xl font-bold tracking-tight sm:text-5xl">
              {post.title}
            </h1>
            <p className="text-lg text-muted-foreground">{post.excerpt}</p>
            <div className="flex flex-wrap items-center justify-between gap-4 border-y py-4">
              <div>
                <p className="font-medium">{post.author}</p>
                <PostByline post={post} />
              </div>
              <ShareButton title={post.title} url={url} />
            </div>
          </header>
          {post.image ? (
            <PostImage
              image={post.image}
              priority="main"
              className="mt-8 h-auto w-full rounded-lg"
            />
          ) : null}
          <RichContent content={post.content} className="mt-6 text-base" />
        </article>
        <aside aria-labelledby="related-resources" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-lg border bg-muted/40 p-5">
            <h2 id="related-resources" className="text-lg font-semibold">
              {t("blog:post.resources.heading")}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {resources.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <SiteLink
                    to={to}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-background"
                  >
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    {t(label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
            {related.length > 0 ? (
              <>
                <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted-foreground">
                  {t("blog:post.readNext")}
                </h3>
                <ul className="mt-3 flex flex-col gap-3">
                  {related.map((other) => (
                    <li key={other.slug}>
                      <SiteLink
                        to={`/blog/${other.slug}`}
                        className="group flex items-start gap-2 text-sm font-medium"
                      >
                        <ArrowRight
                          className="mt-0.5 size-4 shrink-0 text-primary"
                          aria-hidden="true"
                        />
                        <span className="group-hover:underline">{other.title}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </aside>
      </Container>
    </div>
  );
}
