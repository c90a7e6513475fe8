import { getFormProps } from "@conform-to/react";
import { BarChart3, Download, Trash2 } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/account.data";
import { answerRefusal, answerUnexpected, guarded } from "~/auth/account.server";
import { SubscriptionCancelError } from "~/billing/account-closing.server";
import { logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import { passwordRule } from "~/auth/validation";
import {
  makeDeleteAccountSchema,
  makeStatisticsChoiceSchema,
} from "~/components/account/account-schemas";
import { StatisticsSetting } from "~/components/account/statistics-setting";
import {
  accountContributions,
  turnAccountContributionsOff,
  turnAccountContributionsOn,
} from "~/db/stat-contributions.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/translate";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { metaT } from "~/i18n/meta-t";
import { useT } from "~/i18n/use-t";
import { forgetTest } from "~/components/test/forget-test";
import { AccountSection } from "~/components/account/account-section";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm } from "~/lib/forms";
import {
  invalid,
  readFormBody,
  refused,
  submissionOf,
  type FormSubmission,
} from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast, toastHeaders } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("account:meta.data.title"), t("account:meta.data.description"));
};

/** Where the JSON file is (`account.data.download.ts`). */
export const downloadPath = "/account/data/download";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    statistics: await accountContributions(context.db, user.id),
    // The teams messages: the sentence that the file holds the person's teams (issue 23).
    i18n: pageMessages(localeOf(params), ["consent", "teams"]),
  };
}

/**
 * /account/data's forms: the statistics choice (a hidden `intent` of "statistics", also sent by
 * the results screen's button without JavaScript) and deleting the account, with the password and
 * the word DELETE.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const body = await readFormBody(request);
  if (body?.get("intent") === "statistics")
    return statisticsChoice(submissionOf(body, makeStatisticsChoiceSchema(t)), user.id, context, t);
  const submission = submissionOf(body, makeDeleteAccountSchema(t), { secret: ["password"] });
  if (submission.status !== "success") return invalid(submission);
  try {
    const outcome = await guarded(
      context,
      user.id,
      "password",
      () =>
        context.auth.api.deleteUser({
          body: { password: submission.value.password },
          headers: request.headers,
          returnHeaders: true,
        }),
      t,
    );
    if (!outcome.ok) return answerRefusal(submission, outcome, "password", {}, t);
    const bye = await toastHeaders({
      type: "success",
      title: t("account:data.deleted.title"),
      description: t("account:data.deleted.description"),
    });
    const headers = withCookies(outcome.headers, bye);
    // The answers and result this browser keeps go with the account. The page does it itself
    // (useForgetTestOnDeletion); this header does it without JavaScript, on https and localhost.
    headers.set("Clear-Site-Data", '"storage"');
    return redirect("/", { headers });
  } catch (error) {
    // A subscription could not be ended with its provider: the account was kept whole.
    if (error instanceof SubscriptionCancelError) {
      const title = t("teams:plan.accountDeletion.title");
      return refused(submission, {
        status: 503,
        title,
        toast: title,
        message: t("teams:plan.accountDeletion.message"),
      });
    }
    logAuthFailure(error, "account: delete account");
    return answerUnexpected(submission, {}, t);
  }
}

/** Turns the account's choice on or off, then back to this page's section with a toast. */
async function statisticsChoice(
  submission: FormSubmission<{ choice: "on" | "off" }>,
  userId: string,
  context: Route.ActionArgs["context"],
  t: Translate,
) {
  const form = { form: "statistics" as const };
  if (submission.status !== "success") return invalid(submission, { extra: form });
  try {
    if (submission.value.choice === "on") {
      await turnAccountContributionsOn(context.db, userId);
      return await redirectWithToast(statisticsSection, {
        type: "success",
        title: t("consent:settings.turnedOn.title"),
        description: t("consent:settings.turnedOn.description"),
      });
    }
    await turnAccountContributionsOff(context.db, userId);
    return await redirectWithToast(statisticsSection, {
      type: "success",
      title: t("consent:settings.turnedOff.title"),
      description: t("consent:settings.turnedOff.description"),
    });
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not change a statistics choice");
    return answerUnexpected(submission, form, t);
  }
}

const statisticsSection = "/account/data#statistics";

/** After a deletion the action redirects away: then this browser's test and result are forgotten. */
function useForgetTestOnDeletion() {
  const navigation = useNavigation();
  const deleted =
    navigation.state === "loading" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction === "/account/data" &&
    navigation.location.pathname !== "/account/data";
  useEffect(() => {
    if (deleted) forgetTest();
  }, [deleted]);
}

export default function AccountData({ actionData, loaderData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  useForgetTestOnDeletion();
  const t = useT();
  const pending = usePendingSubmit("/account/data");
  const schema = useMemo(() => makeDeleteAccountSchema(t), [t]);
  const statisticsAnswer = actionData && "form" in actionData ? actionData : undefined;
  const [form, fields] = useSchemaForm({
    id: "delete-account",
    schema,
    answer: statisticsAnswer ? undefined : actionData,
  });
  return (
    <>
      <AccountSection
        icon={<Download />}
        title={t("account:data.download.title")}
        description={
          <>
            {t("account:data.download.description")} {t("teams:export.note")}
          </>
        }
      >
        <Button asChild variant="outline">
          <a href={downloadPath} download>
            <Download aria-hidden="true" />
            {t("account:data.download.button")}
          </a>
        </Button>
      </AccountSection>

      <StatisticsSetting
        icon={<BarChart3 />}
        on={loaderData.statistics.on}
        count={loaderData.statistics.count}
        answer={statisticsAnswer}
      />

      <AccountSection
        icon={<Trash2 />}
        title={t("account:data.delete.title")}
        tone="danger"
        description={t("account:data.delete.description")}
      >
        <FormErrors form={form} title={actionData?.title} />
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <Field field={fields.password} label={t("account:field.yourPassword")}>
            <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
          </Field>
          <Field field={fields.confirm} label={t("account:data.delete.confirm")}>
            <Input autoComplete="off" maxLength={20} />
          </Field>
          <div>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t("auth:form.wait") : t("account:data.delete.submit")}
            </Button>
          </div>
        </Form>
      </AccountSection>
    </>
  );
}
