import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { users } from "~/db/schema";
import { listOutbox } from "~/mail/mailer.server";

export const testPassword = "correct horse battery";

/** A signed-up, verified user and the Cookie header of a fresh session. */
export async function createSignedInUser(
  context: AppLoadContext,
  email: string,
  name = "Test Person",
): Promise<{ id: string; email: string; cookie: string }> {
  const { user } = await context.auth.api.signUpEmail({
    body: { name, email, password: testPassword },
  });
  await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const cookie = await signInCookie(context, email);
  return { id: user.id, email: user.email, cookie };
}

export async function signInCookie(
  context: AppLoadContext,
  email: string,
  password = testPassword,
) {
  const { headers } = await context.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  return cookieHeader(headers);
}

/** The Cookie header a browser would send after receiving these Set-Cookie headers. */
export function cookieHeader(headers: Headers | undefined): string {
  if (!headers) return "";
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The newest mail to `to` and the link in it. */
export async function latestMail(context: AppLoadContext, to: string) {
  const mail = (await listOutbox(context.db)).find((message) => message.to === to);
  if (!mail) throw new Error(`No mail to ${to} in the outbox.`);
  const link = mail.text.match(/https?:\/\/\S+token=\S+/)?.[0];
  return { mail, link, token: link ? new URL(link).searchParams.get("token")! : undefined };
}
