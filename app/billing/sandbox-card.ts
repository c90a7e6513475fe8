import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * The sandbox checkout's card form (decision 020), checked in the browser and again by the action:
 * the shape of a card as Stripe's test mode reads it. Whether the "bank" pays is the server's
 * (`chargeSandboxCard`): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */

export const sandboxCards = { approved: "4242424242424242", declined: "4000000000000002" } as const;

/** The card number without the spaces and dashes people type. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, "");

/**
 * MM/YY, and the same without the slash (1234), with a space or a dash: the field brings up a
 * number pad (`inputmode="numeric"`), and a phone's number pad often has no slash.
 */
const expiryPattern = /^(\d{2})\s*[/\s-]?\s*(\d{2})$/;

/** Month and year of an expiry typed as MM/YY (or MMYY), or null. */
function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = expiryPattern.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

function hasExpired({ month, year }: { month: number; year: number }, now: Date) {
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/**
 * The card form's schema, its messages in the page's language (`t`: the page's `useT()`, or
 * `serverTranslate` in the action); `now` is the day the expiry is checked against.
 */
export function sandboxCardSchema(t: Translate, now = new Date()) {
  const numberMessage = t("billing:card.number");
  const expiryMessage = t("billing:card.expiry");
  const cvcMessage = t("billing:card.cvc");
  return z.object({
    number: z
      .string({ error: numberMessage })
      .max(30, numberMessage)
      .refine((number) => /^\d{16}$/.test(cardDigits(number)), numberMessage),
    expiry: z
      .string({ error: expiryMessage })
      .max(10, expiryMessage)
      .refine((expiry) => readExpiry(expiry) !== null, expiryMessage)
      .refine((expiry) => {
        const read = readExpiry(expiry);
        return !read || !hasExpired(read, now);
      }, t("billing:card.expired")),
    cvc: z
      .string({ error: cvcMessage })
      .trim()
      .regex(/^\d{3,4}$/, cvcMessage),
  });
}

export type SandboxCard = z.output<ReturnType<typeof sandboxCardSchema>>;
