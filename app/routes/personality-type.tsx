import { data, Link } from "react-router";
import type { Route } from "./+types/personality-type";
import { letterMeanings, lettersOf } from "~/assessment/letters";
import { categoryOf, categoryTone, isTypeCode } from "~/assessment/type-codes";
import { MissingState } from "~/components/common/not-found";
import { Container } from "~/components/common/page-hero";
import { SectionIcon } from "~/components/types/section-icon";
import { Badge } from "~/components/ui/badge";
import { defaultSections, sectionIcon } from "~/content/type-sections";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  const code = params.slug.toUpperCase();
  if (!isTypeCode(code)) {
    return data({ found: false as const, slug: params.slug }, { status: 404 });
  }
  return { found: true as const, code, category: categoryOf(code), sections: defaultSections };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.found
    ? pageMeta(
        `${loaderData.code} Personality Type`,
        `What the ${loaderData.code} personality type is like: strengths, growth areas, careers and relationships.`,
      )
    : pageMeta("Personality Type Not Found");

export default function PersonalityType({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <MissingState
        title="Personality Type Not Found"
        message={`Personality type "${loaderData.slug}" not found`}
        backTo="/personality-types"
        backLabel="Back to All Types"
      />
    );
  }
  const { code, category, sections } = loaderData;
  const tone = categoryTone(category);
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background px-4 pb-10 pt-14">
        <Container className="flex flex-col items-start gap-4">
          <div className="flex gap-2">
            <Badge variant={tone}>{code}</Badge>
            <Badge variant="outline">{category}</Badge>
          </div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{code}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {lettersOf(code)
              .map((letter) => letterMeanings[letter].name)
              .join(", ")}
          </p>
        </Container>
      </section>
      <Container className="grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={`${code} sections`} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-col gap-1">
            <li>
              <a
                href="#introduction"
                className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm font-medium"
              >
                <SectionIcon name="book" className="size-4" />
                Introduction
              </a>
            </li>
            {sections.map((section) => (
              <li key={section.slug}>
                <Link
                  to={`/personality-types/${code.toLowerCase()}/${section.slug}`}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <SectionIcon name={sectionIcon(section.title)} className="size-4" />
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article id="introduction" className="max-w-3xl">
          <h2 className="text-2xl font-bold tracking-tight">Who is {code}?</h2>
          <p className="mt-4 text-muted-foreground">
            {code} is one of the four {category} types. Each of its letters names a preference:
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {lettersOf(code).map((letter) => (
              <li key={letter} className="rounded-lg border p-4">
                <span className="font-semibold">
                  {letter} — {letterMeanings[letter].name}:
                </span>{" "}
                someone who {letterMeanings[letter].gist}.
              </li>
            ))}
          </ul>
        </article>
      </Container>
    </>
  );
}
