import { toast } from "sonner";
import { checkoutMessages } from "~/billing/messages";

/** The spec's prompt when a signed-out visitor tries to pay (§5); no request is made. */
export function showSignInRequired(description: string = checkoutMessages.signInOnUpsell) {
  toast.error("Sign in required", { description });
}
