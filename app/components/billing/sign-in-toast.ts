import { toast } from "sonner";

/** The spec's prompt when a signed-out visitor tries to pay (§5); no request is made. */
export function showSignInRequired(description = "Please sign in to upgrade") {
  toast.error("Sign in required", { description });
}
