import { z } from "~/lib/zod";
import { findPlan } from "~/config/plans";

/**
 * The checkout buttons' form (decision 020), posted as JSON by the button or as a plain form
 * without JavaScript: an item id and the page it came from. Prices and return addresses are the
 * server's: the item is checked against the plan allowlist and the pages map to fixed paths, so a
 * forged request can neither change a price nor send anyone to another site.
 */
export const checkoutInput = z.object(
  {
    item: z
      .string({ error: "Please choose one of the plans shown." })
      .refine((item) => item === "premium-report" || Boolean(findPlan(item)), {
        message: "Please choose one of the plans shown.",
      }),
    from: z
      .enum(["pricing", "personality-test", "results"], {
        error: "Please start the checkout from one of the site's pages.",
      })
      .default("pricing"),
    /** The language prefix of the page the button is on ("es"; "" or absent for English). */
    lang: z.string().max(16).optional(),
    testSessionId: z
      .string({ error: "That result is not in your account." })
      .max(100, "That result is not in your account.")
      .optional(),
  },
  { error: "Please choose one of the plans shown." },
);

export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutFrom = z.output<typeof checkoutInput>["from"];
