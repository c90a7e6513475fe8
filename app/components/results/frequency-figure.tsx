import type { Translate } from "~/i18n/translate";
import type { FrequencyFigure } from "~/statistics/frequency";

/**
 * The words for how common a type is (issue 22): "4 % of people who took the test here" once it
 * is measured, "about 2 % to 3 % of the population (estimate)" until then.
 */
export function frequencyText(t: Translate, figure: FrequencyFigure): string {
  return figure.kind === "measured"
    ? t("common:frequency.measured", { share: figure.share, synthetic: String(figure.synthetic) })
    : t("common:frequency.estimate", { low: figure.low, high: figure.high });
}

/** Whom a measured figure counts, for a tooltip and for screen readers; nothing for an estimate. */
export function frequencyCountText(t: Translate, figure: FrequencyFigure): string | undefined {
  return figure.kind === "measured"
    ? t("common:frequency.count", { n: figure.n, synthetic: String(figure.synthetic) })
    : undefined;
}

/**
 * A badge's words, with whom a measured figure counts after them for screen readers (sighted
 * readers get it as the badge's tooltip).
 */
export function FrequencyFigureText({ text, count }: { text: string; count: string | undefined }) {
  return (
    <>
      {text}
      {count ? <span className="sr-only"> ({count})</span> : null}
    </>
  );
}
