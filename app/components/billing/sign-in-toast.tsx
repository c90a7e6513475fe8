import { Link } from "react-router";
import { toast } from "sonner";
import { checkoutMessages } from "~/billing/messages";

/**
 * The spec's prompt when a signed-out visitor tries to pay (§5); no request is made. Its "Sign in"
 * leads to /auth and back to `returnTo` afterwards: by default the page the visitor is on.
 */
export function showSignInRequired(
  description: string = checkoutMessages.signInOnUpsell,
  returnTo: string = window.location.pathname + window.location.search,
) {
  const signIn = `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;
  const id = toast.error("Sign in required", {
    description,
    // A link, not a button: it goes to another page (and opens in a new tab on request). The
    // data-button attribute gives it the toast's own button style.
    action: (
      <Link to={signIn} data-button="" onClick={() => toast.dismiss(id)}>
        Sign in
      </Link>
    ),
    // Time to reach the link by keyboard; hovering or focusing the toast also holds it.
    duration: 10_000,
  });
}
