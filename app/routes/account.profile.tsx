import { getFormProps } from "@conform-to/react";
import { UserRound } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/account.profile";
import { answerUnexpected } from "~/auth/account.server";
import { logAuthFailure, requireUser, withCookies } from "~/auth/session.server";
import { AccountSection } from "~/components/account/account-section";
import { nameSchema } from "~/components/account/account-schemas";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { formatLongDate } from "~/lib/dates";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { toastHeaders } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useActionToast } from "~/lib/use-action-toast";

export const meta: Route.MetaFunction = () =>
  pageMeta("Account settings", "Your name, your e-mail address and when you joined.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { name: user.name, email: user.email, memberSince: user.createdAt };
}

/** /account's one form: the name we greet you with. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const submission = await readSubmission(request, nameSchema);
  if (submission.status !== "success") return invalid(submission);
  try {
    const { headers } = await context.auth.api.updateUser({
      body: { name: submission.value.name },
      headers: request.headers,
      returnHeaders: true,
    });
    const saved = await toastHeaders({
      type: "success",
      title: "Name changed",
      description: "This is the name we greet you with from now on.",
    });
    return redirect("/account", { headers: withCookies(headers, saved) });
  } catch (error) {
    logAuthFailure(error, "account: change name");
    return answerUnexpected(submission, {});
  }
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const pending = usePendingSubmit("/account");
  const [form, fields] = useSchemaForm({
    id: "change-name",
    schema: nameSchema,
    answer: actionData,
    defaultValue: { name: loaderData.name },
  });
  return (
    <AccountSection icon={<UserRound />} title="Your account">
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="break-words font-medium">{loaderData.name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all font-medium">{loaderData.email}</dd>
        <dt className="text-muted-foreground">Member since</dt>
        <dd className="font-medium">{formatLongDate(loaderData.memberSince)}</dd>
      </dl>
      <h3 className="mt-8 text-sm font-semibold">Change your name</h3>
      <div className="mt-3">
        <FormErrors form={form} title={actionData?.title} />
        <Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <Field field={fields.name} label="Full Name">
            <Input autoComplete="name" maxLength={100} />
          </Field>
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? "Please wait..." : "Save name"}
          </Button>
        </Form>
      </div>
    </AccountSection>
  );
}
