import { getFormProps, getSelectProps } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  confirmedActionSchema,
  grantPremiumSchema,
  reasonRule,
  resendVerificationSchema,
  type PersonIntent,
} from "~/admin/people-forms";
import type { Person } from "~/admin/people.server";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { fieldClasses, Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { plans } from "~/config/plans";
import type { FormAnswer } from "~/lib/forms";
import { useSchemaForm } from "~/lib/forms";
import { cn } from "~/lib/utils";

type Answer = FormAnswer & { form?: PersonIntent };

/** The answer when it is for this form. */
const answerOf = (answer: Answer | undefined, form: PersonIntent) =>
  answer?.form === form ? answer : undefined;

function usePending(intent: PersonIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * The person page's actions (issue 22), each its own form on the one form pattern (decision 018):
 * it works without JavaScript, a refused request changes nothing and says why beside the field.
 */
export function PersonActions({
  person,
  hasGrant,
  isSelf,
  today,
  answer,
}: {
  person: Person;
  hasGrant: boolean;
  isSelf: boolean;
  today: string;
  answer: Answer | undefined;
}) {
  return (
    <section aria-labelledby="person-actions" className="mt-12 border-t pt-8">
      <h2 id="person-actions" className="text-2xl font-semibold">
        Actions
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
        Each action is written to the audit log with your address and the reason you give. To
        confirm, type this person’s e-mail address: {person.email}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {person.emailVerified ? null : (
          <ResendVerification
            answer={answerOf(answer, "resend-verification")}
            email={person.email}
          />
        )}
        <ConfirmedAction
          intent="sign-out-everywhere"
          title="Sign out everywhere"
          description="Ends every session of this account, in every browser."
          submit="Sign out everywhere"
          email={person.email}
          answer={answerOf(answer, "sign-out-everywhere")}
        />
        {hasGrant ? (
          <ConfirmedAction
            intent="remove-premium"
            title="Remove premium granted by hand"
            description="Ends the premium granted by hand now. Paid subscriptions are cancelled or refunded with their provider, not here."
            submit="Remove premium"
            email={person.email}
            answer={answerOf(answer, "remove-premium")}
          />
        ) : (
          <GrantPremium
            email={person.email}
            today={today}
            answer={answerOf(answer, "grant-premium")}
          />
        )}
        {isSelf ? (
          <ActionCard title="Delete the account">
            <p className="text-sm text-muted-foreground">
              This is your own account: delete it from Account, Data, like anyone else.
            </p>
          </ActionCard>
        ) : (
          <ConfirmedAction
            intent="delete-account"
            title="Delete the account"
            description="Deletes the account and everything kept with it (results, public links, subscriptions), as the person can on their own data page. It cannot be undone; a paid subscription is not cancelled with its provider."
            submit="Delete the account"
            email={person.email}
            answer={answerOf(answer, "delete-account")}
            destructive
          />
        )}
      </div>
    </section>
  );
}

function ActionCard({
  title,
  description,
  children,
  destructive = false,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <div className={cn("rounded-lg border p-5", destructive && "border-destructive/60")}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </div>
  );
}

function ResendVerification({ email, answer }: { email: string; answer: Answer | undefined }) {
  const [form, fields] = useSchemaForm({
    id: "resend-verification",
    schema: resendVerificationSchema,
    answer,
  });
  const pending = usePending("resend-verification");
  const error = fields.confirm.errors?.[0];
  return (
    <ActionCard
      title="Send the confirmation mail again"
      description="The address is not confirmed. Sends the mail a person gets at sign-up, with a new link; at most three a day."
    >
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="resend-verification" />
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id={fields.confirm.id}
            name={fields.confirm.name}
            value="yes"
            required
            className="mt-1 size-4"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fields.confirm.errorId : undefined}
          />
          <Label htmlFor={fields.confirm.id} className="break-all">
            Send it to {email}
          </Label>
        </div>
        {error ? (
          <p id={fields.confirm.errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Please wait…" : "Send the mail again"}
          </Button>
        </div>
      </Form>
    </ActionCard>
  );
}

function ReasonAndConfirm({
  fields,
}: {
  fields: {
    reason: Parameters<typeof Field>[0]["field"];
    confirm: Parameters<typeof Field>[0]["field"];
  };
}) {
  return (
    <>
      <Field field={fields.reason} label="Reason (kept in the audit log)">
        <Textarea className="min-h-20" maxLength={reasonRule.max} />
      </Field>
      <Field field={fields.confirm} label="The person’s e-mail address, to confirm">
        <Input type="text" autoComplete="off" spellCheck={false} maxLength={320} />
      </Field>
    </>
  );
}

function ConfirmedAction({
  intent,
  title,
  description,
  submit,
  email,
  answer,
  destructive = false,
}: {
  intent: "sign-out-everywhere" | "remove-premium" | "delete-account";
  title: string;
  description: string;
  submit: string;
  email: string;
  answer: Answer | undefined;
  destructive?: boolean;
}) {
  const schema = useMemo(() => confirmedActionSchema(email), [email]);
  const [form, fields] = useSchemaForm({ id: intent, schema, answer });
  const pending = usePending(intent);
  return (
    <ActionCard title={title} description={description} destructive={destructive}>
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value={intent} />
        <ReasonAndConfirm fields={fields} />
        <div>
          <Button
            type="submit"
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
          >
            {pending ? "Please wait…" : submit}
          </Button>
        </div>
      </Form>
    </ActionCard>
  );
}

function GrantPremium({
  email,
  today,
  answer,
}: {
  email: string;
  today: string;
  answer: Answer | undefined;
}) {
  const schema = useMemo(() => grantPremiumSchema(email, today), [email, today]);
  const [form, fields] = useSchemaForm({ id: "grant-premium", schema, answer });
  const pending = usePending("grant-premium");
  const planError = fields.plan.errors?.[0];
  return (
    <ActionCard
      title="Grant premium by hand"
      description="Makes the account premium without a payment, until the end of the day you give (UTC) or with no end. The person sees “Granted by the TypeAtlas team”."
    >
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="grant-premium" />
        <div className="flex flex-col gap-2">
          <Label htmlFor={fields.plan.id}>Plan</Label>
          <select
            {...getSelectProps(fields.plan, { ariaAttributes: false })}
            className={cn(fieldClasses, "h-10")}
            aria-invalid={planError ? true : undefined}
            aria-describedby={planError ? fields.plan.errorId : undefined}
          >
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.id}
              </option>
            ))}
          </select>
          {planError ? (
            <p id={fields.plan.errorId} className="text-sm font-medium text-destructive">
              {planError}
            </p>
          ) : null}
        </div>
        <Field
          field={fields.until}
          label="Premium until (optional)"
          hint="Year-month-day. Leave it empty for no end date."
        >
          <Input type="date" min={today} />
        </Field>
        <ReasonAndConfirm fields={fields} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Please wait…" : "Grant premium"}
          </Button>
        </div>
      </Form>
    </ActionCard>
  );
}
