import { getFormProps } from "@conform-to/react";
import { CreditCard, FlaskConical } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/billing.sandbox-checkout";
import { requireUser } from "~/auth/session.server";
import { sandboxCardSchema } from "~/billing/sandbox-card";
import {
  chargeSandboxCard,
  checkoutSummary,
  findSandboxCheckout,
  paySandboxCheckout,
} from "~/billing/sandbox-checkout.server";
import { hasHadTrial } from "~/billing/state-machine.server";
import { Container } from "~/components/common/page-hero";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { formatPrice } from "~/config/plans";
import { isUuid } from "~/db/test-sessions.server";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useActionToast } from "~/lib/use-action-toast";

async function loadCheckout(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const user = await requireUser(request, context);
  const checkout = isUuid(id) ? await findSandboxCheckout(context.db, id, user.id) : null;
  const summary =
    checkout &&
    checkoutSummary(checkout.item, { trial: !(await hasHadTrial(context.db, user.id)) });
  if (!checkout || !summary)
    throw data({ message: "This checkout does not exist." }, { status: 404 });
  // A checkout already paid (a second tab, the back button) goes where the payment led.
  if (checkout.status === "paid") throw redirect(checkout.successUrl);
  return { checkout, summary };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { checkout, summary } = await loadCheckout(request, context, params.checkoutId);
  return { summary, cancelUrl: checkout.cancelUrl };
}

/** The card form (decision 020): its shape checked by the schema, then the sandbox's "bank". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { checkout } = await loadCheckout(request, context, params.checkoutId);
  // The security code is never typed back into the page.
  const submission = await readSubmission(request, sandboxCardSchema(), { secret: ["cvc"] });
  if (submission.status !== "success") return invalid(submission);
  const declined = chargeSandboxCard(submission.value.number);
  if (declined) return invalid(submission, { fieldErrors: { number: declined } });
  await paySandboxCheckout(context.db, checkout);
  return redirect(checkout.successUrl);
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Sandbox checkout", "Pay for a plan with a sandbox card.", { noindex: true });

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { summary, cancelUrl } = loaderData;
  const pending = useNavigation().state === "submitting";
  const schema = useMemo(() => sandboxCardSchema(), []);
  const [form, fields] = useSchemaForm({ id: "sandbox-card", schema, answer: actionData });
  // Each message shows once, beside its field. Without JavaScript the answered page focuses the
  // first field in error itself (with JavaScript, Conform does).
  const firstInvalid = (["number", "expiry", "cvc"] as const).find(
    (name) => fields[name].errors?.length,
  );
  return (
    <Container className="max-w-lg py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-notice-border bg-notice px-4 py-3 text-sm font-semibold text-notice-foreground"
      >
        <FlaskConical className="size-4" aria-hidden="true" />
        TEST MODE: no real card is charged. Pay with 4242 4242 4242 4242, any future date and any
        CVC; 4000 0000 0000 0002 is declined.
      </p>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">Checkout</h1>
      <div className="mt-6 rounded-lg border p-5">
        <p className="font-semibold">{summary.name}</p>
        <p className="mt-1 text-2xl font-bold">
          {formatPrice(summary.dueTodayCents)}{" "}
          <span className="text-sm font-normal text-muted-foreground">due today</span>
        </p>
        {summary.then ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {summary.then.after ? `After ${summary.then.after}, ` : "Then "}
            {formatPrice(summary.then.priceCents)} {summary.then.period} until you cancel.
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">One payment, no subscription.</p>
        )}
        {"note" in summary && summary.note ? <p className="mt-3 text-sm">{summary.note}</p> : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <FormErrors form={form} title={actionData?.title} takeFocus />
        <Field field={fields.number} label="Card number">
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={30}
            autoFocus={firstInvalid === "number"}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field field={fields.expiry} label="Expiry (MM/YY)">
            {/* A number pad: MMYY is read as MM/YY, since the pad may have no slash. */}
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              maxLength={10}
              autoFocus={firstInvalid === "expiry"}
            />
          </Field>
          <Field field={fields.cvc} label="CVC">
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              autoFocus={firstInvalid === "cvc"}
            />
          </Field>
        </div>
        <Button type="submit" size="lg" disabled={pending}>
          <CreditCard aria-hidden="true" />
          {pending ? "Processing..." : `Pay ${formatPrice(summary.dueTodayCents)}`}
        </Button>
        <Button asChild variant="ghost">
          <Link to={cancelUrl}>Cancel and go back</Link>
        </Button>
      </Form>
    </Container>
  );
}
