import type { Translate } from "~/i18n/translate";
import { teamLimits } from "~/teams/team-limits";
import { z } from "~/lib/zod";

/**
 * The teams' forms (issue 23), one zod schema each (decision 018), checked in the browser and
 * again by the action, made with the page's `t` (decision 034).
 */

const name = (t: Translate) =>
  z
    .string({ error: t("teams:errors.nameMissing") })
    .trim()
    .min(1, t("teams:errors.nameMissing"))
    .max(teamLimits.nameLength, t("teams:errors.nameTooLong", { max: teamLimits.nameLength }));

const description = (t: Translate) =>
  z
    .string()
    .trim()
    .max(
      teamLimits.descriptionLength,
      t("teams:errors.descriptionTooLong", { max: teamLimits.descriptionLength }),
    )
    .optional()
    .transform((value) => value ?? "");

/** A new team, and a team's name and description changed (/teams, a team's settings). */
export const makeTeamSchema = (t: Translate) =>
  z.object({ name: name(t), description: description(t) });

/** The addresses typed into the invitation form: split on commas, semicolons and white space. */
export function addressesIn(text: string): string[] {
  return text
    .split(/[\s,;]+/u)
    .map((address) => address.trim())
    .filter(Boolean);
}

const address = z.email().max(254);

/**
 * One address or several (`addressesIn`), each a well-formed e-mail address, at most
 * `addressesPerInvitationForm` of them. An address that is wrong is named in the message, so the
 * person fixes that one and keeps the rest typed.
 */
export const makeInviteSchema = (t: Translate) => {
  const missing = t("teams:errors.emailsMissing");
  const max = teamLimits.addressesPerInvitationForm;
  return z.object({
    emails: z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .superRefine((text, context) => {
        const list = addressesIn(text);
        if (list.length === 0) {
          context.addIssue({ code: "custom", message: missing });
          return;
        }
        const wrong = list.filter((entry) => !address.safeParse(entry).success);
        if (wrong.length > 0) {
          context.addIssue({
            code: "custom",
            message: t("teams:errors.emailsInvalid", {
              count: wrong.length,
              list: wrong.join(", "),
            }),
          });
          return;
        }
        if (new Set(list.map((entry) => entry.toLowerCase())).size > max) {
          context.addIssue({ code: "custom", message: t("teams:errors.emailsTooMany", { max }) });
        }
      })
      .transform((text) => [...new Set(addressesIn(text).map((entry) => entry.toLowerCase()))]),
  });
};

/**
 * Deleting a team, confirmed by typing its name (as the operators confirm by typing an address):
 * the same name, spaces at either end and letter case aside.
 */
export const makeDeleteTeamSchema = (t: Translate, teamName: string) => {
  const mismatch = t("teams:settings.delete.mismatch");
  return z.object({
    confirmName: z
      .string({ error: mismatch })
      .trim()
      .refine(
        (typed) => typed.toLocaleLowerCase() === teamName.trim().toLocaleLowerCase(),
        mismatch,
      ),
  });
};

/** A button's form that names one member, invitation or role (no typing: a wrong value is a bug). */
export const memberFormSchema = z.object({ memberId: z.string().min(1).max(200) });
export const invitationFormSchema = z.object({ invitationId: z.string().min(1).max(200) });
export const roleFormSchema = z.object({
  memberId: z.string().min(1).max(200),
  role: z.enum(["admin", "member"]),
});
