import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/personality-type-section";
import { categoryOf, categoryTone, isTypeCode } from "~/assessment/type-codes";
import { MissingState } from "~/components/common/not-found";
import { Container } from "~/components/common/page-hero";
import { Badge } from "~/components/ui/badge";
import { defaultSections } from "~/content/type-sections";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  const code = params.typeSlug.toUpperCase();
  if (!isTypeCode(code)) {
    return data(
      { found: false as const, message: `Personality type "${params.typeSlug}" not found` },
      { status: 404 },
    );
  }
  const section = defaultSections.find((candidate) => candidate.slug === params.sectionSlug);
  if (!section) {
    return data(
      {
        found: false as const,
        message: `Section "${params.sectionSlug}" not found for this personality type.`,
      },
      { status: 404 },
    );
  }
  return { found: true as const, code, category: categoryOf(code), section };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.found
    ? pageMeta(`${loaderData.code}: ${loaderData.section.title}`)
    : pageMeta("Section Not Found");

export default function PersonalityTypeSection({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <MissingState
        title="Section Not Found"
        message={loaderData.message}
        backTo="/personality-types"
        backLabel="Back to All Types"
      />
    );
  }
  const { code, category, section } = loaderData;
  return (
    <Container className="max-w-3xl py-12">
      <Link
        to={`/personality-types/${code.toLowerCase()}`}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to {code}
      </Link>
      <div className="mt-6 flex gap-2">
        <Badge variant={categoryTone(category)}>{code}</Badge>
        <Badge variant="outline">{category}</Badge>
      </div>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">
        {code}: {section.title}
      </h1>
    </Container>
  );
}
