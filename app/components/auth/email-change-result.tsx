import { Link } from "react-router";
import type { EmailChangeConfirmation } from "~/auth/email-change.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";

type Outcome = EmailChangeConfirmation["outcome"];

/** What opening a link to confirm a new address did (decision 024), said plainly. */
export function EmailChangeResult({
  outcome,
  email,
  signedIn,
}: {
  outcome: Outcome;
  /** The new address the link was for, when the page may name it. */
  email?: string;
  /** Whether this browser is signed in: the way on is the account page, else signing in. */
  signedIn: boolean;
}) {
  const done = outcome === "changed" || outcome === "used";
  return (
    <AuthShell
      title="Your new email address"
      description={done ? "The change is made." : "This link can't be used."}
    >
      <FormAlert tone={done ? "success" : "error"} title={titles[outcome]}>
        {message(outcome, email ?? "the new address")}
      </FormAlert>
      {outcome === "other-account" ? null : (
        <Button asChild className="mt-2 w-full">
          {signedIn ? (
            <Link to="/account">Go to your account</Link>
          ) : (
            <Link to="/auth">{done ? "Sign in with it" : "Sign in"}</Link>
          )}
        </Button>
      )}
    </AuthShell>
  );
}

const titles: Record<Outcome, string> = {
  changed: "Email address changed",
  used: "Already changed",
  expired: "Link expired",
  withdrawn: "Link withdrawn",
  taken: "Address already in use",
  "other-account": "Signed in to another account",
  invalid: "Link no longer works",
};

function message(outcome: Outcome, email: string): string {
  switch (outcome) {
    case "changed":
      return `From now on you sign in with ${email}, and our mails go there. Your password stays the same.`;
    case "used":
      return `This link has already moved the account to ${email}. There's nothing more to do.`;
    case "expired":
      return "Links to confirm a new address work for 24 hours. Ask for a fresh one on your account page; it only takes a moment.";
    case "withdrawn":
      return "A newer request or a new password replaced this link before it was opened, so the address stayed as it was. If you still want the change, ask again on your account page.";
    case "taken":
      return `Another account uses ${email} now, so it can't move to yours. Your address stayed as it was.`;
    case "other-account":
      return "This link is for a different account from the one signed in on this browser. Sign out first, then open the link from the mail again.";
    case "invalid":
      return "The account this link was for has changed since it was sent, so the link can't be used. Ask for a new one on your account page.";
  }
}
