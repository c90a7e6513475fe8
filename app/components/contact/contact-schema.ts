import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/** The fields' limits, said in the messages too. */
const max = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * The contact form's rules, checked in the browser before sending and again by the action, with
 * messages in the page's language: the page's `useT()` in the browser, `serverTranslate` in the
 * action.
 */
export function makeContactSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("contact:errors.nameMissing") })
      .trim()
      .min(1, t("contact:errors.nameMissing"))
      .max(max.name, t("contact:errors.nameTooLong", { max: max.name })),
    email: z
      .string({ error: t("contact:errors.emailMissing") })
      .trim()
      .min(1, t("contact:errors.emailMissing"))
      .max(max.email, t("contact:errors.emailTooLong"))
      .pipe(z.email(t("contact:errors.emailInvalid"))),
    subject: z
      .string({ error: t("contact:errors.subjectMissing") })
      .trim()
      .min(1, t("contact:errors.subjectMissing"))
      .max(max.subject, t("contact:errors.subjectTooLong", { max: max.subject })),
    message: z
      .string({ error: t("contact:errors.messageMissing") })
      .trim()
      .min(1, t("contact:errors.messageMissing"))
      .max(max.message, t("contact:errors.messageTooLong", { max: max.message })),
  });
}

export type ContactInput = z.infer<ReturnType<typeof makeContactSchema>>;
/**
 * A field people never see or fill (hidden from view, from screen readers and from the tab
 * order): a message that comes with it filled in was written by a bot. The name is one no
 * browser autofills.
 */
export const honeypotField = "contact_reference_code";
