import { data } from "react-router";
import { SiteLink as Link } from "~/components/common/site-link";
import { notFound, requireAdmin } from "~/admin/guard.server";
import {
  ActionRefused,
  deletePersonAccount,
  grantPremium,
  removePremium,
  resendVerification,
  signOutEverywhere,
} from "~/admin/people-actions.server";
import {
  confirmedActionSchema,
  endOfDay,
  grantPremiumSchema,
  resendVerificationSchema,
  todayUtc,
  type PersonIntent,
} from "~/admin/people-forms";
import { findPerson, personDetails } from "~/admin/people.server";
import { loadEntitlements } from "~/billing/entitlements.server";
import { PersonActions } from "~/components/admin/person-actions";
import { PersonRecords } from "~/components/admin/person-records";
import { formatDay } from "~/admin/format";
import { invalid, readFormBody, refused, submissionOf } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/admin.person";

/**
 * One person (issue 22): their account, sessions, results, public links, payments, whether they
 * give to the statistics, what admins did to them; and the actions, each confirmed by typing the
 * person's address (or ticking a box, to send the confirmation mail again). An unknown or
 * malformed id is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const person = await findPerson(context.db, params.userId);
  if (!person) throw notFound();
  const [details, entitlements] = await Promise.all([
    personDetails(context.db, person.id),
    loadEntitlements(context.db, person.id),
  ]);
  const runningGrant = details.subscriptions.find(
    (row) => row.provider === "manual" && row.endedAt === null,
  );
  return {
    person,
    details,
    premium: entitlements.subscription
      ? {
          provider: entitlements.subscription.provider,
          planType: entitlements.subscription.planType,
          until: entitlements.subscription.currentPeriodEnd,
        }
      : null,
    hasGrant: Boolean(runningGrant),
    isSelf: person.id === admin.id,
    today: todayUtc(),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.person.email ?? "Person"} · People · Operators · TypeAtlas` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The answer to one of the page's forms, with which form it was. */
const answerFor = (form: PersonIntent) => ({ extra: { form } });

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const person = await findPerson(context.db, params.userId);
  if (!person) throw notFound();
  const body = await readFormBody(request);
  const intent = body?.get("intent");
  const here = `/admin/people/${person.id}`;
  const done = (title: string, to = here) =>
    redirectWithToast(to, { type: "success", title, description: person.email });
  const attempt = async <T,>(
    submission: Parameters<typeof refused>[0],
    form: PersonIntent,
    work: () => Promise<T>,
  ) => {
    try {
      await work();
      return null;
    } catch (error) {
      if (!(error instanceof ActionRefused)) throw error;
      return refused(submission, { status: 409, message: error.message }, { form });
    }
  };

  switch (intent) {
    case "resend-verification": {
      const submission = submissionOf(body, resendVerificationSchema);
      if (submission.status !== "success") return invalid(submission, answerFor(intent));
      const refusal = await attempt(submission, intent, () =>
        resendVerification(context, admin, person),
      );
      return refusal ?? done("The confirmation mail was sent again");
    }
    case "sign-out-everywhere":
    case "remove-premium":
    case "delete-account": {
      const submission = submissionOf(body, confirmedActionSchema(person.email));
      if (submission.status !== "success") return invalid(submission, answerFor(intent));
      const { reason } = submission.value;
      if (intent === "sign-out-everywhere") {
        const refusal = await attempt(submission, intent, () =>
          signOutEverywhere(context, admin, person, reason),
        );
        return refusal ?? done("Signed out everywhere");
      }
      if (intent === "remove-premium") {
        const refusal = await attempt(submission, intent, () =>
          removePremium(context, admin, person, reason),
        );
        return refusal ?? done("Premium removed");
      }
      const refusal = await attempt(submission, intent, () =>
        deletePersonAccount(context, admin, person, reason),
      );
      return refusal ?? done("Account deleted", "/admin/people");
    }
    case "grant-premium": {
      const submission = submissionOf(body, grantPremiumSchema(person.email, todayUtc()));
      if (submission.status !== "success") return invalid(submission, answerFor(intent));
      const { plan, until, reason } = submission.value;
      const refusal = await attempt(submission, intent, () =>
        grantPremium(context, admin, person, {
          plan,
          until: until ? endOfDay(until) : null,
          reason,
        }),
      );
      return refusal ?? done(until ? `Premium granted until ${until}` : "Premium granted");
    }
    default:
      return data(null, { status: 400 });
  }
}

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { person, details, premium } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/people" className="text-primary underline-offset-4 hover:underline">
          People
        </Link>
      </p>
      <h2 className="mt-2 text-2xl font-semibold break-all">{person.email}</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">Name</dt>
        <dd>{person.name}</dd>
        <dt className="font-medium">Account id</dt>
        <dd className="font-mono break-all">{person.id}</dd>
        <dt className="font-medium">Address confirmed</dt>
        <dd>{person.emailVerified ? "Yes" : "No"}</dd>
        <dt className="font-medium">Signed up</dt>
        <dd>{formatDay(person.createdAt)}</dd>
        <dt className="font-medium">Role</dt>
        <dd>{person.role}</dd>
        <dt className="font-medium">Two-factor sign-in</dt>
        <dd>{person.twoFactorEnabled ? "On" : "Off"}</dd>
        <dt className="font-medium">Premium now</dt>
        <dd>
          {premium
            ? `Yes: ${premium.planType} (${premium.provider === "manual" ? "granted by hand" : premium.provider}), ${premium.until ? `until ${formatDay(premium.until)}` : "no end date"}`
            : "No"}
        </dd>
        <dt className="font-medium">Gives results to the statistics</dt>
        <dd>{person.contributesStatistics ? "Yes" : "No"}</dd>
      </dl>
      <PersonRecords details={details} />
      <PersonActions
        person={person}
        hasGrant={loaderData.hasGrant}
        isSelf={loaderData.isSelf}
        today={loaderData.today}
        answer={actionData ?? undefined}
      />
    </>
  );
}
