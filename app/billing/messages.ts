import type { MessageKey } from "~/i18n/english";

/**
 * Why a checkout did not start, by code: the JSON answer carries the code and the message (a
 * toast, with JavaScript), and a form post without JavaScript comes back to the page with the code
 * in the address (`?checkout-refused=<code>&checkout-item=<item>`), shown as an alert by the
 * button. The words are the billing catalogue's (spec §5 and §8).
 */
export const checkoutRefusals = {
  "save-first": "billing:refusals.save-first",
  "not-yours": "billing:refusals.not-yours",
  "report-owned": "billing:refusals.report-owned",
  subscribed: "billing:refusals.subscribed",
  failed: "billing:refusals.failed",
} as const satisfies Record<string, MessageKey>;

export type CheckoutRefusal = keyof typeof checkoutRefusals;

export const isCheckoutRefusal = (code: unknown): code is CheckoutRefusal =>
  typeof code === "string" && Object.hasOwn(checkoutRefusals, code);
