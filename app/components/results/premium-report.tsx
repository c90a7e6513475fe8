import {
  AlertTriangle,
  Briefcase,
  CalendarCheck,
  Crown,
  Fingerprint,
  Heart,
  Lightbulb,
  Scale,
  Sprout,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { Dimension } from "~/assessment/questions";
import { poles, type Result } from "~/assessment/scoring";
import { RichContent } from "~/components/content/rich-content";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { Translate } from "~/i18n/translate";
import { useContentLanguage } from "~/i18n/page-text";
import { useT } from "~/i18n/use-t";
import type { PremiumReport, PremiumScore } from "~/premium/report";
import { cn } from "~/lib/utils";
import { dimensionKey, poleKey } from "./labels";

const dimensionIcons: Record<Dimension, LucideIcon> = {
  mind: Users,
  energy: Lightbulb,
  nature: Scale,
  tactics: CalendarCheck,
  identity: Fingerprint,
};

/** "Introverted 72% · clear preference", the line under each dimension's name. */
export function scoreLabel(t: Translate, score: PremiumScore): string {
  return t("results:premium.scoreLabel", {
    pole: t(poleKey(score.pole)),
    share: score.strength / 100,
    clarity: score.clarity,
  });
}

/** The reader's score: the label, a borderline note, and a bar from the middle toward the pole. */
function Score({ dimension, score }: { dimension: Dimension; score: PremiumScore }) {
  const t = useT();
  const [left, right] = poles[dimension];
  const leansRight = score.pole === right.pole;
  return (
    <div>
      <p className="text-sm font-medium text-foreground" data-testid={`premium-${dimension}-score`}>
        {scoreLabel(t, score)}
      </p>
      <div aria-hidden="true" className="relative mt-2 h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            "absolute inset-y-0 rounded-full",
            leansRight ? "start-1/2 bg-primary" : "end-1/2 bg-disagree",
          )}
          style={{ width: `${score.strength - 50}%` }}
        />
        <div className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-foreground/30" />
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{t(poleKey(left.pole))}</span>
        <span>{t(poleKey(right.pole))}</span>
      </div>
      {score.borderline ? (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-notice px-2 py-0.5 text-xs font-medium text-notice-foreground">
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {t("results:premium.borderline", {
            left: t(poleKey(left.pole)),
            right: t(poleKey(right.pole)),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The highlighted part chosen for the reader's own score. */
function Guidance({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5 rounded-lg border-s-4 border-primary bg-accent p-4">
      <h4 className="font-semibold text-foreground">{title}</h4>
      {children}
    </div>
  );
}

function PartCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-xl">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The premium report on the results screen, for subscribers and buyers of this result's report.
 * The text arrives in loader data (built by `~/premium/report.server`); nothing here holds any.
 * Content parts render one level below the card headings: the file's `##` parts are the h3
 * cards, so a heading inside a part would be an h4.
 */
export function PremiumReportSection({
  report,
  result,
}: {
  report: PremiumReport;
  result: Result;
}) {
  const t = useT();
  const identity = report.identity;
  // The writing's language where it is not the page's (a language without its own report).
  // The report falls back to English where the page's language has none of its own.
  const language = useContentLanguage([report.lang]);
  return (
    <section
      aria-labelledby="premium-report-title"
      data-testid="premium-report"
      className="mt-12 flex flex-col gap-6"
    >
      <header className="rounded-xl border border-primary/20 bg-accent px-6 py-6 sm:px-8">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="premium-report-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("results:premium.title")}
          </h2>
          <Badge>
            <Crown className="size-3.5" aria-hidden="true" />
            {t("results:premium.badge")}
          </Badge>
        </div>
        <p className="mt-2 max-w-3xl text-pretty text-muted-foreground">
          {report.typeName
            ? t("results:premium.introNamed", { type: result.type, name: report.typeName })
            : t("results:premium.intro", { type: result.type })}
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        {report.dimensions.map((part) => (
          <PartCard
            key={part.dimension}
            icon={dimensionIcons[part.dimension]}
            title={t(dimensionKey(part.dimension))}
          >
            <div data-dimension={part.dimension} data-guidance={part.guidanceKind}>
              <Score dimension={part.dimension} score={part} />
              <RichContent
                language={language}
                content={part.intro}
                headingOffset={1}
                className="mt-2"
              />
              <Guidance title={t("results:premium.guidance", { clarity: part.clarity })}>
                <RichContent language={language} content={part.guidance} headingOffset={1} />
              </Guidance>
            </div>
          </PartCard>
        ))}
      </div>

      <PartCard icon={dimensionIcons.identity} title={t(dimensionKey("identity"))}>
        <div data-dimension="identity" data-identity={identity.identity}>
          <Score dimension="identity" score={identity} />
          <RichContent
            language={language}
            content={identity.intro}
            headingOffset={1}
            className="mt-2"
          />
          <Guidance title={t("results:premium.identity", { identity: identity.identity })}>
            <RichContent language={language} content={identity.body} headingOffset={1} />
          </Guidance>
        </div>
      </PartCard>

      <PartCard icon={Sprout} title={t("results:premium.growthPlan")}>
        <RichContent language={language} content={report.growthPlan} headingOffset={1} />
      </PartCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <PartCard icon={Briefcase} title={t("results:premium.career")}>
          <RichContent language={language} content={report.career} headingOffset={1} />
        </PartCard>
        <PartCard icon={Heart} title={t("results:premium.relationships")}>
          <RichContent language={language} content={report.relationships} headingOffset={1} />
        </PartCard>
      </div>
      <p className="text-center text-xs text-muted-foreground">{t("results:premium.footnote")}</p>
    </section>
  );
}
