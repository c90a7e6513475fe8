import type { Ref } from "react";
import type { PersonalityProfile } from "~/assessment/profile-types";
import { categoryTone } from "~/assessment/type-codes";
import { Badge } from "~/components/ui/badge";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import type { FrequencyFigure } from "~/statistics/frequency";
import { frequencyCountText, FrequencyFigureText, frequencyText } from "./frequency-figure";

/**
 * The top of a result: whose type it is, the type as the page's heading, its name, tagline and
 * category with how common the type is. Shared by the results screen and a published result's
 * page (/r/:slug).
 */
export function TypeHeadline({
  eyebrow,
  type,
  profile,
  frequency,
  headingRef,
  focusable = false,
}: {
  eyebrow: string;
  type: string;
  profile: Pick<PersonalityProfile, "name" | "tagline" | "category">;
  /**
   * How common the type is (app/statistics/frequency.ts): measured or the estimate; undefined
   * while the figures load, null without any (the badge then names the category alone).
   */
  frequency: FrequencyFigure | null | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The results screen moves focus to the heading, so there it must be focusable by script. */
  focusable?: boolean;
}) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h1
        ref={headingRef}
        tabIndex={focusable ? -1 : undefined}
        className={cn(
          "mt-3 text-6xl font-extrabold tracking-tight sm:text-7xl",
          focusable && "focus:outline-none",
        )}
        data-testid="result-type"
      >
        {type}
      </h1>
      <p className="mt-3 text-2xl font-bold first-letter:uppercase">{profile.name}</p>
      <p className="mx-auto mt-2 max-w-2xl text-lg text-muted-foreground">{profile.tagline}</p>
      <Badge
        variant={categoryTone(profile.category)}
        className="mt-4 text-sm"
        title={frequency ? frequencyCountText(t, frequency) : undefined}
        data-testid="type-frequency"
      >
        {frequency ? (
          <FrequencyFigureText
            text={t("results:headline.population", {
              category: t("results:category.name", { category: profile.category }),
              figure: frequencyText(t, frequency),
            })}
            count={frequencyCountText(t, frequency)}
          />
        ) : (
          t("results:category.name", { category: profile.category })
        )}
      </Badge>
    </>
  );
}
