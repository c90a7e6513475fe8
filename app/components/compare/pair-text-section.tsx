import { Loader2 } from "lucide-react";
import { codeOf, pairValues, type ComparedResult, type TypeNames } from "~/assessment/compare";
import type { PairText } from "~/assessment/comparisons/pair-texts";
import { type ContentLanguage, useContentLanguage } from "~/i18n/page-text";
import { useT } from "~/i18n/use-t";

/** The pair text, while it loads in the browser, or when it could not be loaded. */
export type PairTextState = PairText | "loading" | "unavailable";

/**
 * What the two types tend to share, where they part and how they can meet
 * (app/assessment/comparisons: written content, in English so far, so marked `lang="en"` on a
 * page in another language). Two results of the same four letters share a type: there is no pair
 * text for a type with itself, and the page says so instead.
 */
export function PairTextSection({
  a,
  b,
  typeNames,
  text,
}: {
  a: ComparedResult;
  b: ComparedResult;
  typeNames: TypeNames;
  text: PairTextState;
}) {
  const t = useT();
  const contentLanguage = useContentLanguage();
  const codeA = codeOf(a);
  const codeB = codeOf(b);
  if (codeA === codeB)
    return (
      <section aria-labelledby="pair-heading" className="mt-12">
        <h2 id="pair-heading" className="text-2xl font-bold">
          {t("compare:pair.sameTitle")}
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">
          {t("compare:pair.same", {
            ...pairValues(a, b),
            code: codeA,
            name: typeNames[codeA] ?? "",
          })}
        </p>
      </section>
    );
  return (
    <section aria-labelledby="pair-heading" className="mt-12">
      <h2 id="pair-heading" className="text-2xl font-bold">
        {t("compare:pair.title", { a: codeA, b: codeB })}
      </h2>
      <p className="mt-2 text-pretty text-muted-foreground">{t("compare:pair.intro")}</p>
      {text === "loading" ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t("compare:pair.loading")}
        </p>
      ) : text === "unavailable" ? (
        <p role="alert" className="mt-6 text-muted-foreground">
          {t("compare:pair.unavailable")}
        </p>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          <PairPart title={t("compare:pair.shared")} language={contentLanguage}>
            {text.shared}
          </PairPart>
          <PairPart title={t("compare:pair.different")} language={contentLanguage}>
            {text.different}
          </PairPart>
          <PairPart title={t("compare:pair.together")} language={contentLanguage}>
            {text.together}
          </PairPart>
        </div>
      )}
    </section>
  );
}

function PairPart({
  title,
  language,
  children,
}: {
  title: string;
  language: ContentLanguage;
  children: string;
}) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-pretty leading-relaxed" {...language}>
        {children}
      </p>
    </div>
  );
}
