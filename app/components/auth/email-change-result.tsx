import { SiteLink } from "~/components/common/site-link";
import type { EmailChangeConfirmation } from "~/auth/email-change.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";

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
  const t = useT();
  const done = outcome === "changed" || outcome === "used";
  return (
    <AuthShell
      title={t("auth:emailChange.title")}
      description={t(done ? "auth:emailChange.done" : "auth:emailChange.unusable")}
    >
      <FormAlert tone={done ? "success" : "error"} title={t(texts[outcome].title)}>
        {t(texts[outcome].body, { email: email ?? t("auth:emailChange.theNewAddress") })}
      </FormAlert>
      {outcome === "other-account" ? null : (
        <Button asChild className="mt-2 w-full">
          {signedIn ? (
            <SiteLink to="/account">{t("auth:emailChange.goToAccount")}</SiteLink>
          ) : (
            <SiteLink to="/auth">
              {t(done ? "auth:emailChange.signInWithIt" : "auth:emailChange.signIn")}
            </SiteLink>
          )}
        </Button>
      )}
    </AuthShell>
  );
}

/** Each outcome's heading and its sentence (`{email}`: the new address, where it has one). */
const texts: Record<Outcome, { title: MessageKey; body: MessageKey }> = {
  changed: { title: "auth:emailChange.changed.title", body: "auth:emailChange.changed.body" },
  used: { title: "auth:emailChange.used.title", body: "auth:emailChange.used.body" },
  expired: { title: "auth:emailChange.expired.title", body: "auth:emailChange.expired.body" },
  withdrawn: { title: "auth:emailChange.withdrawn.title", body: "auth:emailChange.withdrawn.body" },
  taken: { title: "auth:emailChange.taken.title", body: "auth:emailChange.taken.body" },
  "other-account": {
    title: "auth:emailChange.otherAccount.title",
    body: "auth:emailChange.otherAccount.body",
  },
  invalid: { title: "auth:emailChange.invalid.title", body: "auth:emailChange.invalid.body" },
};
