/** The checkout messages of spec §5 and §8, shared by the server and the buttons. */
export const checkoutMessages = {
  failed: "Failed to start checkout process",
  signInOnPricing: "Please sign in to upgrade your plan",
  signInOnUpsell: "Please sign in to upgrade",
} as const;

/**
 * Why a checkout did not start, by code: the JSON answer carries the message (a toast, with
 * JavaScript), and a form post without JavaScript comes back to the page with the code in the
 * address (`?checkout-refused=<code>&checkout-item=<item>`), shown as an alert by the button.
 */
export const checkoutRefusals = {
  "save-first": "Save this result to your account first.",
  "not-yours": "That result is not in your account.",
  "report-owned": "This result already includes the Premium Report.",
  subscribed: "You already have an active subscription. Manage it from your dashboard.",
  failed: `${checkoutMessages.failed}. Please try again in a moment.`,
} as const;

export type CheckoutRefusal = keyof typeof checkoutRefusals;

export const isCheckoutRefusal = (code: string | null): code is CheckoutRefusal =>
  code !== null && Object.hasOwn(checkoutRefusals, code);
