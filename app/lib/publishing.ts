import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * What a person chooses when publishing a result (issue 20, decision 031), read the same way by
 * the dialog, the page without JavaScript and the server: an optional display name and whether
 * search engines may index the page. The schemas take the page's `t` (decision 034), so their
 * messages speak its language in the browser and in the action alike.
 */
export const displayNameMaxLength = 40;

export const makeDisplayNameSchema = (t: Translate) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(displayNameMaxLength, t("results:name.tooLong", { max: displayNameMaxLength }))
        .refine((value) => !/[\p{Cc}\p{Cf}<>]/u.test(value), t("results:name.badCharacters"))
        .refine((value) => !/(?:https?:|www\.|\/\/)/i.test(value), t("results:name.noAddress")),
    )
    .transform((value) => (value === "" ? null : value));

/** The form's fields (a checkbox sends "on" when ticked and nothing when not). */
export const makePublishFormSchema = (t: Translate) => {
  const displayNameSchema = makeDisplayNameSchema(t);
  return z.object({
    sessionId: z
      .string({ error: t("results:form.chooseResult") })
      .min(1, t("results:form.chooseResult")),
    // Checked inside a transform: Conform reads an empty text field as undefined in every string
    // schema it finds, a piped one too.
    displayName: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const name = displayNameSchema.safeParse(value ?? "");
        if (name.success) return name.data;
        ctx.addIssue({
          code: "custom",
          message: name.error.issues[0]?.message ?? t("results:name.check"),
        });
        return z.NEVER;
      }),
    indexable: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  });
};

/** The JSON body: a saved result's id (signed in) or the 60 answers (a visitor). */
export const makePublishChoicesSchema = (t: Translate) =>
  z.object({
    displayName: z.preprocess(
      (value) => (value === undefined || value === null ? "" : value),
      z.string({ error: t("results:api.nameNotText") }).pipe(makeDisplayNameSchema(t)),
    ),
    indexable: z
      .boolean({ error: t("results:api.indexableNotBoolean") })
      .optional()
      .default(false),
  });

/** What the browser keeps of a result it published: enough to open and remove the page. */
export interface PublishedLocally {
  slug: string;
  removalToken: string;
  type: string;
  publishedAt: string;
}

export const publishedStorageKey = "typeatlas:published:v1";
