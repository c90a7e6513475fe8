import { redirect } from "~/lib/redirect.server";
import type { Route } from "./+types/billing.test-checkout-moved";

/**
 * The sandbox checkout's old address (before decision 020 gave it the word "sandbox"). A checkout
 * lives minutes, so one opened before a deploy is sent on, its card form too: a 308 keeps the POST.
 * Remove after a release or two.
 */
const moved = (checkoutId: string) =>
  redirect(`/billing/sandbox-checkout/${encodeURIComponent(checkoutId)}`, 308);

export const loader = ({ params }: Route.LoaderArgs) => moved(params.checkoutId);
export const action = ({ params }: Route.ActionArgs) => moved(params.checkoutId);
