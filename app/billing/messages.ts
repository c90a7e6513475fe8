/** The checkout messages of spec §5 and §8, shared by the server and the buttons. */
export const checkoutMessages = {
  failed: "Failed to start checkout process",
  signInOnPricing: "Please sign in to upgrade your plan",
  signInOnUpsell: "Please sign in to upgrade",
} as const;
