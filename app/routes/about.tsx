import { Lightbulb, Lock, Microscope } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { data } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/about";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { IconCard } from "~/components/common/icon-card";
import { Container, PageHero } from "~/components/common/page-hero";
import { Stats } from "~/components/common/stats";
import { Button } from "~/components/ui/button";
import type { MessageKey } from "~/i18n/english";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import type { PageTextHandle } from "~/i18n/page-text";
import { claims } from "~/config/site";
import { shownFigures } from "~/statistics/figures";
import { figureInputs } from "~/statistics/figures.server";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "about" };

/** The page's words and the figures; the page may be shared, like any content page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const figures = shownFigures(claims, await figureInputs(context));
  return data(
    // "home" holds the labels of the figures (Stats).
    { figures, i18n: pageMessages(locale, ["about", "home"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}

export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("about:meta.title"), t("about:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("about"), t("about:meta.imageAlt"), t.locale),
  });
};

const values = [
  { icon: Microscope, title: "about:values.rigor.title", text: "about:values.rigor.text" },
  { icon: Lock, title: "about:values.privacy.title", text: "about:values.privacy.text" },
  { icon: Lightbulb, title: "about:values.insights.title", text: "about:values.insights.text" },
] as const satisfies readonly { icon: LucideIcon; title: MessageKey; text: MessageKey }[];

/** People's names stay as they write them; their roles and bios are in the about catalogue. */
const team = [
  { name: "Dr. Maren Solberg", role: "about:team.maren.role", bio: "about:team.maren.bio" },
  { name: "Tomás Arriaga", role: "about:team.tomas.role", bio: "about:team.tomas.bio" },
  { name: "Priya Raman", role: "about:team.priya.role", bio: "about:team.priya.bio" },
] as const satisfies readonly { name: string; role: MessageKey; bio: MessageKey }[];

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("about:hero.eyebrow")} title={t("about:hero.title")}>
        {t("about:hero.text")}
      </PageHero>

      <Container className="grid max-w-5xl gap-10 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{t("about:mission.heading")}</h2>
          <p className="mt-4 text-muted-foreground">{t("about:mission.vocabulary")}</p>
          <p className="mt-4 text-muted-foreground">{t("about:mission.forEveryone")}</p>
        </div>
        <div className="rounded-xl bg-muted p-8">
          <h2 className="text-lg font-semibold">{t("about:promise.heading")}</h2>
          <ul className="mt-4 flex list-disc flex-col gap-3 pl-5 text-muted-foreground">
            <li>{t("about:promise.free")}</li>
            <li>{t("about:promise.borderline")}</li>
            <li>{t("about:promise.data")}</li>
          </ul>
        </div>
      </Container>

      <section aria-labelledby="stats-heading" className="bg-brand py-14 text-white">
        <Container>
          <h2 id="stats-heading" className="sr-only">
            {t("about:numbers.heading")}
          </h2>
          <Stats figures={loaderData.figures} inverted />
        </Container>
      </section>

      <section aria-labelledby="values-heading" className="py-20">
        <Container>
          <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight">
            {t("about:values.heading")}
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {values.map((item) => (
              <IconCard
                key={item.title}
                icon={item.icon}
                title={t(item.title)}
                text={t(item.text)}
              />
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="team-heading" className="bg-muted py-20">
        <Container>
          <h2 id="team-heading" className="text-center text-3xl font-bold tracking-tight">
            {t("about:team.heading")}
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {team.map((person) => (
              <div key={person.name} className="rounded-lg bg-card p-6 text-center shadow-sm">
                <span
                  className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-secondary text-2xl font-bold text-secondary-foreground"
                  aria-hidden="true"
                >
                  {initials(person.name)}
                </span>
                <h3 translate="no" className="mt-4 text-lg font-semibold">
                  {person.name}
                </h3>
                <p className="text-sm font-medium text-primary">{t(person.role)}</p>
                <p className="mt-3 text-sm text-muted-foreground">{t(person.bio)}</p>
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section className="py-20">
        <Container className="flex flex-col items-center text-center">
          <h2 className="text-3xl font-bold tracking-tight">{t("about:cta.heading")}</h2>
          <p className="mt-3 max-w-xl text-muted-foreground">{t("about:cta.text")}</p>
          <Button asChild size="lg" className="mt-8">
            <SiteLink to="/personality-test">{t("about:cta.button")}</SiteLink>
          </Button>
        </Container>
      </section>
    </>
  );
}
