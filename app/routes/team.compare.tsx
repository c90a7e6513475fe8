import { ArrowLeft } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/team.compare";
import { distinctLabels, yourComparedResult, type ComparedResult } from "~/assessment/compare";
import { standardErrors } from "~/assessment/measurement";
import type { Responses } from "~/assessment/scoring";
import { SiteLink } from "~/components/common/site-link";
import { ComparisonView } from "~/components/compare/comparison-view";
import { teamPath } from "~/components/teams/team-nav";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { resultOf } from "~/db/test-sessions.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { requireTeamMember } from "~/teams/guard.server";
import { loadSharedAnswers, loadTeamView, type TeamMemberView } from "~/teams/view.server";
import { pairTextFor, typeNamesFor } from "./compare.server";

type SharingMember = TeamMemberView & { shared: NonNullable<TeamMemberView["shared"]> };

/**
 * Two members of a team side by side (issue 23): `?a=<userId>&b=<userId>`, chosen with a GET form
 * of the members who share a result (it works without JavaScript), and shown with the comparison
 * view of the sharing work (issue 20). A member who is not in the team or shares nothing is named
 * as the missing side and the other choice is kept. The site's 404 page for anyone who is not a
 * member; never cached.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { user, team } = await requireTeamMember(request, context, params.teamId);
  const search = new URL(request.url).searchParams;
  const asked = { a: search.get("a") || null, b: search.get("b") || null };
  const view = await loadTeamView(context.db, team.id);
  const sharing = view.members.filter((member): member is SharingMember => member.shared !== null);
  const find = (id: string | null) =>
    id === null ? undefined : sharing.find((member) => member.userId === id);
  const a = find(asked.a);
  const b = find(asked.b);
  const missing = {
    first: asked.a !== null && !a,
    second: asked.b !== null && !b,
  };
  const same = Boolean(a && b && a.userId === b.userId);
  const options = sharing
    .map((member) => ({
      id: member.userId,
      name: member.name,
      type: member.shared.type,
      you: member.userId === user.id,
    }))
    .sort((x, y) => x.name.localeCompare(y.name, locale) || (x.id < y.id ? -1 : 1));
  let comparison = null;
  if (a && b && !same) {
    const answers = await loadSharedAnswers(context.db, team.id, [
      a.shared.testSessionId,
      b.shared.testSessionId,
    ]);
    const side = (member: SharingMember): ComparedResult => {
      const responses: Responses = answers.get(member.shared.testSessionId) ?? {};
      if (member.userId === user.id)
        return yourComparedResult(
          resultOf({ personalityType: member.shared.type, dimensions: member.shared.dimensions }),
          responses,
        );
      return {
        label: member.name,
        type: member.shared.type,
        scores: member.shared.dimensions,
        standardErrors: standardErrors(responses),
      };
    };
    const [first, second] = distinctLabels(serverTranslate(locale), side(a), side(b));
    comparison = {
      a: first,
      b: second,
      pairText: pairTextFor(first, second),
      typeNames: typeNamesFor(locale, [first, second]),
    };
  }
  return {
    team: { id: team.id, name: team.name },
    options,
    chosen: { a: a ? a.userId : null, b: b ? b.userId : null },
    missing,
    same,
    comparison,
    // "results" names the dimensions, poles and categories; "compare" is the comparison view's.
    i18n: pageMessages(locale, ["results", "compare"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(undefined);
  const t = metaT(matches);
  const team = loaderData.team.name;
  return pageMeta(
    t("teamView:compare.meta.title", { team }),
    t("teamView:compare.meta.description", { team }),
    { noindex: true },
  );
};

export default function TeamCompare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { team, options, chosen, missing, same, comparison } = loaderData;
  // Each side that was asked for and is not there is named, beside its choice.
  const problems = [
    missing.first
      ? { id: "compare-a-problem", text: t("teamView:compare.missing", { which: "first" }) }
      : null,
    missing.second
      ? { id: "compare-b-problem", text: t("teamView:compare.missing", { which: "second" }) }
      : null,
    same ? { id: "compare-same", text: t("teamView:compare.same") } : null,
    !missing.first && !missing.second && (chosen.a === null) !== (chosen.b === null)
      ? { id: "compare-other", text: t("teamView:compare.chooseOther") }
      : null,
  ].filter((problem) => problem !== null);
  return (
    <>
      <div>
        <SiteLink
          to={teamPath(team.id)}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("teamView:compare.back")}
        </SiteLink>
        <h2 className="mt-3 text-2xl font-bold">{t("teamView:compare.title")}</h2>
        <p className="mt-2 text-pretty text-muted-foreground">
          {options.length < 2
            ? t("teamView:compare.needTwo", { count: options.length })
            : t("teamView:compare.intro")}
        </p>
      </div>
      {problems.length > 0 ? (
        <div className="grid gap-2" data-testid="compare-problems">
          {problems.map((problem) => (
            <div key={problem.id} id={problem.id}>
              <FormAlert tone="error">{problem.text}</FormAlert>
            </div>
          ))}
        </div>
      ) : null}
      {options.length >= 2 ? (
        <Form
          method="get"
          className="grid gap-4 rounded-lg border bg-card p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <MemberSelect
            name="a"
            label={t("teamView:compare.first")}
            options={options}
            chosen={chosen.a}
            problem={missing.first ? "compare-a-problem" : undefined}
          />
          <MemberSelect
            name="b"
            label={t("teamView:compare.second")}
            options={options}
            chosen={chosen.b}
            problem={missing.second ? "compare-b-problem" : undefined}
          />
          <Button type="submit">{t("teamView:compare.submit")}</Button>
        </Form>
      ) : null}
      {comparison ? (
        <ComparisonView
          a={comparison.a}
          b={comparison.b}
          typeNames={comparison.typeNames}
          title={t("compare:title.pair", {
            a: comparison.a.isYou ? t("compare:you") : comparison.a.label,
            b: comparison.b.isYou ? t("compare:you") : comparison.b.label,
          })}
          pairText={comparison.pairText ?? "unavailable"}
          titleAs="h2"
          className="w-full"
        />
      ) : null}
    </>
  );
}

function MemberSelect({
  name,
  label,
  options,
  chosen,
  problem,
}: {
  name: "a" | "b";
  label: string;
  options: { id: string; name: string; type: string; you: boolean }[];
  chosen: string | null;
  /** The id of the message saying this side is missing. */
  problem: string | undefined;
}) {
  const t = useT();
  const id = `compare-${name}`;
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        // A new choice after a missing one starts from the prompt; the key remounts the select
        // when the address changes, so the shown choice follows it.
        key={chosen ?? "none"}
        defaultValue={chosen ?? ""}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem}
        className={cn(fieldClasses, "h-10")}
      >
        <option value="" disabled>
          {t("teamView:compare.choose")}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {t(option.you ? "teamView:compare.you" : "teamView:compare.member", {
              name: option.name,
              type: option.type,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
