import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/personality-types";
import { categories, categoryTone } from "~/assessment/type-codes";
import { Container, PageHero } from "~/components/common/page-hero";
import { TypeCard } from "~/components/types/type-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { categoryIntros } from "~/content/categories";
import { firstScreenPriority } from "~/lib/images";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import type { PageTextHandle } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "types" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const types = await context.content.localized(locale).types();
  return data(
    { types, i18n: pageMessages(locale, ["types"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("types:list.meta.title"), t("types:list.meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("types"), t("types:list.meta.imageAlt"), t.locale),
  });
};

export default function PersonalityTypes({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  const t = useT();
  const firstFamily = categories.find((category) =>
    types.some((type) => type.category === category),
  );
  return (
    <>
      <PageHero eyebrow={t("types:list.eyebrow")} title={t("types:list.title")}>
        {t("types:list.intro")}
      </PageHero>
      <Container className="flex flex-col gap-14 py-12">
        {categories.map((category) => {
          const members = types.filter((type) => type.category === category);
          if (members.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`category-${category}`}>
              <div className="flex flex-wrap items-center gap-3">
                <h2 id={`category-${category}`} className="text-2xl font-bold tracking-tight">
                  {t("types:family.heading", { category })}
                </h2>
                <Badge variant={categoryTone(category)}>
                  {t(categoryIntros[category].letters)}
                </Badge>
              </div>
              <p className="mt-3 max-w-3xl text-muted-foreground">
                {t(categoryIntros[category].intro)}
              </p>
              <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {members.map((type, index) => (
                  <TypeCard
                    key={type.code}
                    type={type}
                    // The first family's first card is the page's largest image, its row on screen.
                    imagePriority={
                      category === firstFamily ? firstScreenPriority(index, 4) : "lazy"
                    }
                  />
                ))}
              </div>
            </section>
          );
        })}
        <section className="rounded-xl bg-brand px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{t("types:list.cta.heading")}</h2>
          <p className="mx-auto mt-2 max-w-xl text-white/85">{t("types:list.cta.text")}</p>
          <Button asChild variant="inverse" size="lg" className="mt-6">
            <SiteLink to="/personality-test">{t("types:cta.button")}</SiteLink>
          </Button>
        </section>
      </Container>
    </>
  );
}
