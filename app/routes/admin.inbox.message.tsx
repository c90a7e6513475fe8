import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { notFound, requireAdmin, type AdminUser } from "~/admin/guard.server";
import type { InboxState } from "~/admin/inbox";
import { SiteLink } from "~/components/common/site-link";
import { formatWhen } from "~/admin/format";
import { DeliveryState, StateBadge } from "~/components/admin/inbox-parts";
import {
  replyMaxLength,
  replySchema,
  stateIntents,
  type StateIntent,
} from "~/components/admin/inbox-schemas";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import {
  createReply,
  findInboxMessage,
  markOpened,
  setMessageState,
  type InboxMessage,
} from "~/db/contact-inbox.server";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readFormBody, refused, submissionOf } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useActionToast } from "~/lib/use-action-toast";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import type { Route } from "./+types/admin.inbox.message";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message the address names, or the 404 page for a malformed or unknown id. */
async function messageOf(context: Route.LoaderArgs["context"], id: string | undefined) {
  if (!id || !uuid.test(id)) throw notFound();
  const message = await findInboxMessage(context.db, id.toLowerCase());
  if (!message) throw notFound();
  return message;
}

/** Opening an unread message marks it read (the page then shows it as read). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const message = await messageOf(context, params.messageId);
  if (message.status === "unread") {
    await markOpened(context.db, message.id);
    message.status = "read";
  }
  return { message };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject ?? "Message"} · Inbox · Operators · TypeAtlas` },
  { name: "robots", content: "noindex, nofollow" },
];

const stateChanges: Record<StateIntent, { to: InboxState; toast: string }> = {
  "mark-unread": { to: "unread", toast: "Marked unread" },
  "mark-handled": { to: "handled", toast: "Marked handled" },
  reopen: { to: "read", toast: "Reopened" },
};

/**
 * The page's forms post here, each with an `intent`: a state change, or a reply. Success redirects
 * (post/redirect/get) with a toast; marking a message unread goes back to the inbox, since showing
 * the message again would mark it read.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const message = await messageOf(context, params.messageId);
  const body = await readFormBody(request);
  const intent = body?.get("intent");
  if (intent === "reply") return reply(context, admin, message, body);
  const submission = submissionOf(body, replySchema);
  if (typeof intent !== "string" || !(stateIntents as readonly string[]).includes(intent)) {
    // No form of this page sends that: nothing is changed.
    return refused(submission, {
      status: 400,
      message: "That is not something this page can do. Reload the page and try again.",
    });
  }
  const change = stateChanges[intent as StateIntent];
  if (!(await setMessageState(context.db, admin, message, change.to))) throw notFound();
  return redirectWithToast(change.to === "unread" ? "/admin/inbox" : `/admin/inbox/${message.id}`, {
    type: "success",
    title: change.toast,
    description: message.subject.slice(0, 200),
  });
}

async function reply(
  context: Route.ActionArgs["context"],
  admin: AdminUser,
  message: InboxMessage,
  body: FormData | null,
) {
  const submission = submissionOf(body, replySchema);
  if (submission.status !== "success") return invalid(submission);
  const stored = await createReply(context.db, admin, message, submission.value.body);
  if (!stored) throw notFound();
  return redirectWithToast(`/admin/inbox/${message.id}`, {
    type: "success",
    title: "Reply sent",
    description: `It is on its way to ${message.email.slice(0, 254)}.`,
  });
}

export default function AdminInboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const here = `/admin/inbox/${message.id}`;
  const sending = usePendingSubmit(here, "reply");
  const [form, fields] = useSchemaForm({ id: "reply", schema: replySchema, answer: actionData });
  useActionToast(actionData?.toast);
  return (
    <article aria-labelledby="message-subject">
      <p className="text-sm">
        <SiteLink to="/admin/inbox" className="text-primary underline-offset-4 hover:underline">
          Back to the inbox
        </SiteLink>
      </p>
      <h2 id="message-subject" className="mt-3 text-2xl font-semibold tracking-tight break-words">
        {message.subject}
      </h2>

      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">From</dt>
        <dd className="break-words">
          {message.name} <span className="break-all">&lt;{message.email}&gt;</span>
        </dd>
        <dt className="font-medium">Account</dt>
        <dd>
          {message.account ? (
            <SiteLink
              to={`/admin/people/${message.account.id}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              The account of {message.account.email}
            </SiteLink>
          ) : (
            "No account uses this address."
          )}
        </dd>
        <dt className="font-medium">Received</dt>
        <dd>{formatWhen(message.createdAt)}</dd>
        <dt className="font-medium">State</dt>
        <dd>
          <StateBadge state={message.status} />
          {message.status === "handled" && message.handledAt ? (
            <span className="ms-2 text-muted-foreground">
              since {formatWhen(message.handledAt)}
            </span>
          ) : null}
        </dd>
        <dt className="font-medium">Mail to support</dt>
        <dd>
          <DeliveryState delivery={message.delivery} />
        </dd>
      </dl>

      <h3 className="sr-only">Message</h3>
      {/* Text, never HTML: React escapes it, and the line breaks are kept by CSS. */}
      <div className="mt-6 rounded-md border bg-muted/30 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
        {message.message}
      </div>

      <div className="mt-4 flex flex-wrap gap-3">
        {message.status !== "handled" ? (
          <StateButton intent="mark-handled" action={here} label="Mark handled" />
        ) : (
          <StateButton intent="reopen" action={here} label="Reopen" />
        )}
        <StateButton intent="mark-unread" action={here} label="Mark unread" />
      </div>

      <section aria-labelledby="replies-heading" className="mt-10">
        <h3 id="replies-heading" className="text-xl font-semibold">
          Replies ({message.replies.length})
        </h3>
        {message.replies.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No reply yet.</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-4">
            {message.replies.map((item) => (
              <li key={item.id} className="rounded-md border p-4 text-sm">
                <p className="text-muted-foreground">
                  <span className="break-all">{item.authorEmail}</span>,{" "}
                  {formatWhen(item.createdAt)} · <DeliveryState delivery={item.delivery} />
                </p>
                <div className="mt-2 leading-relaxed break-words whitespace-pre-wrap">
                  {item.body}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reply-heading" className="mt-10">
        <h3 id="reply-heading" className="text-xl font-semibold">
          Reply by e-mail
        </h3>
        <p className="mt-2 text-sm text-muted-foreground">
          Sent to <span className="break-all">{message.email}</span> as “Re: {message.subject}”,
          beginning with a greeting and ending with their message quoted; their answer goes to the
          support address. Sending marks the message handled.
        </p>
        <div className="mt-4">
          <FormErrors form={form} />
        </div>
        <Form method="post" action={here} {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="reply" />
          <Field field={fields.body} label="Your reply">
            <Textarea rows={10} maxLength={replyMaxLength} />
          </Field>
          <Button type="submit" disabled={sending} className="justify-self-start">
            {sending ? "Sending…" : "Send reply"}
          </Button>
        </Form>
      </section>
    </article>
  );
}

function StateButton({
  intent,
  action,
  label,
}: {
  intent: StateIntent;
  action: string;
  label: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="outline" size="sm">
        {label}
      </Button>
    </Form>
  );
}
