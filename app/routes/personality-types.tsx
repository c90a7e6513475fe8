import { Link } from "react-router";
import type { Route } from "./+types/personality-types";
import { categories, categoryTone, typesInCategory } from "~/assessment/type-codes";
import { Container, PageHero } from "~/components/common/page-hero";
import { TypeCard } from "~/components/types/type-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { categoryIntros } from "~/content/categories";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "The 16 Personality Types",
    "Browse all sixteen personality types, grouped into Analysts, Diplomats, Sentinels and Explorers.",
  );

export default function PersonalityTypes() {
  return (
    <>
      <PageHero eyebrow="Personality types" title="The 16 Personality Types">
        Sixteen four-letter types in four families. Each letter records a preference, not a limit:
        read your own type, then the ones of the people you live and work with.
      </PageHero>
      <Container className="flex flex-col gap-14 py-12">
        {categories.map((category) => (
          <section key={category} aria-labelledby={`category-${category}`}>
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`category-${category}`} className="text-2xl font-bold tracking-tight">
                {category}s
              </h2>
              <Badge variant={categoryTone(category)}>{categoryIntros[category].letters}</Badge>
            </div>
            <p className="mt-3 max-w-3xl text-muted-foreground">{categoryIntros[category].intro}</p>
            <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {typesInCategory(category).map((code) => (
                <TypeCard key={code} code={code} />
              ))}
            </div>
          </section>
        ))}
        <section className="rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground">
          <h2 className="text-2xl font-bold">Not sure which one is you?</h2>
          <p className="mx-auto mt-2 max-w-xl text-primary-foreground/85">
            The free test takes about ten minutes and scores all five dimensions.
          </p>
          <Button asChild variant="inverse" size="lg" className="mt-6">
            <Link to="/personality-test">Take the Test</Link>
          </Button>
        </section>
      </Container>
    </>
  );
}
