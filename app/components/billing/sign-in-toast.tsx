import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";

/**
 * The spec's prompt when a signed-out visitor tries to pay (§5); no request is made. Its "Sign in"
 * leads to /auth and back to `returnTo` afterwards: by default the page the visitor is on. `t` is
 * the page's, with the billing messages.
 */
export function showSignInRequired(
  t: Translate,
  description: MessageKey = "billing:signIn.onUpsell",
  returnTo: string = window.location.pathname + window.location.search,
) {
  const signIn = `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;
  const id = toast.error(t("billing:signIn.title"), {
    description: t(description),
    // A link, not a button: it goes to another page (and opens in a new tab on request). The
    // data-button attribute gives it the toast's own button style.
    action: (
      <SiteLink to={signIn} data-button="" onClick={() => toast.dismiss(id)}>
        {t("billing:signIn.action")}
      </SiteLink>
    ),
    // Time to reach the link by keyboard; hovering or focusing the toast also holds it.
    duration: 10_000,
  });
}
