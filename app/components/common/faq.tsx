import { ChevronDown } from "lucide-react";
import { useT } from "~/i18n/use-t";

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready, no script. */
export function Faq({ items, title }: { items: readonly FaqItem[]; title?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight">
        {title ?? t("common:faq.title")}
      </h2>
      <div className="mt-8 divide-y rounded-lg border">
        {items.map((item) => (
          <details
            key={item.question}
            className="group p-5 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold">
              <h3>{item.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
