import { getFormProps } from "@conform-to/react";
import { Download, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account.data";
import { answerRefusal, answerUnexpected, guarded } from "~/auth/account.server";
import { logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import { passwordRule } from "~/auth/validation";
import { deleteAccountSchema } from "~/components/account/account-schemas";
import { forgetTest } from "~/components/test/forget-test";
import { AccountSection } from "~/components/account/account-section";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your data", "Download everything we hold about you, or delete your account.");

/** Where the JSON file is (`account.data.download.ts`). */
export const downloadPath = "/account/data/download";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** /account/data's one form: deleting the account, with the password and the word DELETE. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const submission = await readSubmission(request, deleteAccountSchema, { secret: ["password"] });
  if (submission.status !== "success") return invalid(submission);
  try {
    const outcome = await guarded(context, user.id, "password", () =>
      context.auth.api.deleteUser({
        body: { password: submission.value.password },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!outcome.ok) return answerRefusal(submission, outcome, "password", {});
    const bye = await toastHeaders({
      type: "success",
      title: "Account deleted",
      description: "Your account, your results and your sessions have been removed.",
    });
    const headers = withCookies(outcome.headers, bye);
    // The answers and result this browser keeps go with the account. The page does it itself
    // (useForgetTestOnDeletion); this header does it without JavaScript, on https and localhost.
    headers.set("Clear-Site-Data", '"storage"');
    return redirect("/", { headers });
  } catch (error) {
    logAuthFailure(error, "account: delete account");
    return answerUnexpected(submission, {});
  }
}

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

export default function AccountData({ actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  useForgetTestOnDeletion();
  const pending = usePendingSubmit("/account/data");
  const [form, fields] = useSchemaForm({
    id: "delete-account",
    schema: deleteAccountSchema,
    answer: actionData,
  });
  return (
    <>
      <AccountSection
        icon={<Download />}
        title="Download my data"
        description="A JSON file with your account details, your subscription and every saved result with its answers."
      >
        <Button asChild variant="outline">
          <a href={downloadPath} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </AccountSection>

      <AccountSection
        icon={<Trash2 />}
        title="Delete my account"
        tone="danger"
        description="This removes your account, every saved result and all your sessions, for good. Download your data first if you want a copy."
      >
        <FormErrors form={form} title={actionData?.title} />
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <Field field={fields.password} label="Your password">
            <Input type="password" autoComplete="current-password" maxLength={passwordRule.max} />
          </Field>
          <Field field={fields.confirm} label="Type DELETE to confirm">
            <Input autoComplete="off" maxLength={20} />
          </Field>
          <div>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Please wait..." : "Delete my account"}
            </Button>
          </div>
        </Form>
      </AccountSection>
    </>
  );
}
