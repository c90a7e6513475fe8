import { Clock, ListChecks, SlidersHorizontal } from "lucide-react";
import type { Route } from "./+types/personality-test";
import { Container, PageHero } from "~/components/common/page-hero";
import { testConstants } from "~/config/test";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Free Personality Test",
    "Sixty statements, about ten minutes: find your four-letter type and where you stand on five dimensions.",
  );

const facts = [
  {
    icon: ListChecks,
    title: `${testConstants.questionCount} statements`,
    text: `${testConstants.pageCount} short pages of ${testConstants.questionsPerPage}, ${testConstants.questionsPerDimension} for each of the five dimensions.`,
  },
  {
    icon: SlidersHorizontal,
    title: `A ${testConstants.scalePoints}-point scale`,
    text: "From Strongly Disagree to Strongly Agree. Answer as you usually are, not as you would like to be.",
  },
  {
    icon: Clock,
    title: `About ${testConstants.minutes} minutes`,
    text: "Go with your first reaction; there are no right or wrong answers.",
  },
];

export default function PersonalityTest() {
  return (
    <>
      <PageHero eyebrow="Free assessment" title="Personality Test">
        Find your four-letter type and see where you stand on each of the five dimensions:{" "}
        {testConstants.dimensions.join(", ")}.
      </PageHero>
      <Container className="grid max-w-5xl gap-4 pb-16 sm:grid-cols-3">
        {facts.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-lg border p-5">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        ))}
      </Container>
    </>
  );
}
