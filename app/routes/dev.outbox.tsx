import { Mail } from "lucide-react";
import type { Route } from "./+types/dev.outbox";
import { Container } from "~/components/common/page-hero";
import { formatLongDate } from "~/lib/dates";
import { isLoopbackAddress } from "~/lib/origin";
import { listOutbox } from "~/mail/mailer.server";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Local outbox", "Mail written while no SMTP server is configured."),
  { name: "robots", content: "noindex" },
];

/** The mail holds live sign-in and reset links: never kept by the page cache or a browser. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) =>
  // A refusal answers exactly as a missing page does, headers included.
  errorHeaders ? new Headers() : { "Cache-Control": "private, no-store" };

/**
 * /dev/outbox: the mail the site would have sent, while SMTP_URL is not set (a fresh machine, a
 * developer's laptop). Its links sign people in, so only this machine may read it: a request from
 * any other address (the client's, behind a local proxy) gets the ordinary not-found page, as
 * does everyone once SMTP is configured.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.mailer.kind !== "outbox" || !isLoopbackAddress(context.clientIp))
    throw new Response("Not Found", { status: 404 });
  const messages = await listOutbox(context.db, 50);
  return {
    messages: messages.map((message) => ({
      id: message.id,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      links: [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <Container className="max-w-4xl py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Development</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Local outbox</h1>
      <p className="mt-2 text-muted-foreground">
        No SMTP server is configured (<code>SMTP_URL</code>), so mail is kept here instead of being
        sent. Its links sign people in, so this page is readable only from this machine: a visitor
        from anywhere else sees &ldquo;Page not found&rdquo;. Newest first; the latest 50.
      </p>
      {messages.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
          <Mail className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">The outbox is empty</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Sign up or ask for a password reset and the mail will appear here.
          </p>
        </div>
      ) : (
        <ol className="mt-8 grid gap-6">
          {messages.map((message) => (
            <li key={message.id}>
              <article className="rounded-xl border p-5" aria-label={message.subject}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">{message.subject}</h2>
                  <time dateTime={message.createdAt} className="text-sm text-muted-foreground">
                    {formatLongDate(message.createdAt)},{" "}
                    {new Date(message.createdAt).toISOString().slice(11, 19)} UTC
                  </time>
                </header>
                <p className="mt-1 text-sm text-muted-foreground">
                  To: {message.to}
                  {message.replyTo ? `; Reply-To: ${message.replyTo}` : null}
                </p>
                {message.links.length > 0 ? (
                  <ul className="mt-3 grid gap-1 text-sm">
                    {message.links.map((link) => (
                      <li key={link}>
                        <a href={link} className="break-all font-medium text-primary underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm text-muted-foreground">
                    Full text
                  </summary>
                  <pre className="mt-2 whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">
                    {message.text}
                  </pre>
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}
