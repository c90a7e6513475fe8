import { Lightbulb, Lock, Microscope } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { contentHeaders, staticPageLoader } from "~/lib/cache.server";
import { IconCard } from "~/components/common/icon-card";
import { Container, PageHero } from "~/components/common/page-hero";
import { Stats } from "~/components/common/stats";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";

export const loader = staticPageLoader;
export const headers = contentHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "About Us",
    `Who builds ${site.name}, what we believe about personality testing, and how we look after your data.`,
    {
      siteUrl: siteUrlOf(matches),
      image: ogImage(ogPaths.page("about"), `About ${site.name}: who builds the test and why`),
    },
  );

const values = [
  {
    icon: Microscope,
    title: "Scientific Rigor",
    text: "Every statement is written to measure one thing, half of them are reverse-keyed so agreeing with everything cannot skew a score, and we say plainly when a result sits too close to the middle to call.",
  },
  {
    icon: Lock,
    title: "Privacy First",
    text: "We collect only what the test needs. Your answers are never sold or shared without your explicit consent, and you can download or delete everything from your dashboard.",
  },
  {
    icon: Lightbulb,
    title: "Actionable Insights",
    text: "A label is only the start. Each profile turns your scores into specific suggestions for work, relationships and growth that you can try this week.",
  },
];

const team = [
  {
    name: "Dr. Maren Solberg",
    role: "Head of Assessment Research",
    bio: "A psychometrician who spent a decade validating workplace questionnaires. She owns how every statement is written, tested and scored.",
  },
  {
    name: "Tomás Arriaga",
    role: "Head of Product",
    bio: "Tomás makes sure a result reads as plain, useful language, and that the test works just as well on a small phone as on a desktop.",
  },
  {
    name: "Priya Raman",
    role: "Lead Writer",
    bio: "Priya writes and edits the type profiles and articles, checking each claim against the research before it goes on the site.",
  },
];

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

export default function About() {
  return (
    <>
      <PageHero eyebrow="About us" title={`About ${site.name}`}>
        We build a personality assessment that is honest about what it measures, kind in how it
        explains it, and useful long after the test is finished.
      </PageHero>

      <Container className="grid max-w-5xl gap-10 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">Our mission</h2>
          <p className="mt-4 text-muted-foreground">
            Most people know their own habits only from the inside. A good personality assessment
            gives them a vocabulary for those habits: why one meeting drains them and another
            energises them, why a decision that feels obvious to them puzzles a colleague.
          </p>
          <p className="mt-4 text-muted-foreground">
            {site.name} exists to give everyone that vocabulary for free, with the care of a
            research instrument and the clarity of a good conversation. A type is a starting point
            for understanding yourself and the people around you, never a box to be kept in.
          </p>
        </div>
        <div className="rounded-xl bg-muted p-8">
          <h2 className="text-lg font-semibold">What we promise</h2>
          <ul className="mt-4 flex list-disc flex-col gap-3 pl-5 text-muted-foreground">
            <li>The full test and your core result are free, with no sign-up needed to take it.</li>
            <li>Borderline scores are flagged instead of being rounded into certainty.</li>
            <li>Your data is yours to download or delete at any time.</li>
          </ul>
        </div>
      </Container>

      <section aria-labelledby="stats-heading" className="bg-brand py-14 text-white">
        <Container>
          <h2 id="stats-heading" className="sr-only">
            {site.name} in numbers
          </h2>
          <Stats inverted />
        </Container>
      </section>

      <section aria-labelledby="values-heading" className="py-20">
        <Container>
          <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight">
            Our values
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {values.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="team-heading" className="bg-muted py-20">
        <Container>
          <h2 id="team-heading" className="text-center text-3xl font-bold tracking-tight">
            The team
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
                <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
                <p className="text-sm font-medium text-primary">{person.role}</p>
                <p className="mt-3 text-sm text-muted-foreground">{person.bio}</p>
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section className="py-20">
        <Container className="flex flex-col items-center text-center">
          <h2 className="text-3xl font-bold tracking-tight">See it for yourself</h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            The test is free, takes about ten minutes, and ends with a result you can keep.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/personality-test">Take the Test</Link>
          </Button>
        </Container>
      </section>
    </>
  );
}
