import { z } from "~/lib/zod";

/**
 * What a person chooses when publishing a result (issue 20, decision 031), read the same way by
 * the dialog, the page without JavaScript and the server: an optional display name and whether
 * search engines may index the page.
 */
export const displayNameMaxLength = 40;

export const displayNameSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .max(displayNameMaxLength, `Keep the name to ${displayNameMaxLength} characters or fewer.`)
      .refine(
        (value) => !/[\p{Cc}\p{Cf}<>]/u.test(value),
        "Use letters, numbers, spaces and ordinary punctuation in the name.",
      )
      .refine((value) => !/(?:https?:|www\.|\/\/)/i.test(value), "A name cannot be a web address."),
  )
  .transform((value) => (value === "" ? null : value));

/** The form's fields (a checkbox sends "on" when ticked and nothing when not). */
export const publishFormSchema = z.object({
  sessionId: z
    .string({ error: "Choose the result to publish." })
    .min(1, "Choose the result to publish."),
  // Checked inside a transform: Conform reads an empty text field as undefined in every string
  // schema it finds, a piped one too.
  displayName: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const name = displayNameSchema.safeParse(value ?? "");
      if (name.success) return name.data;
      ctx.addIssue({ code: "custom", message: name.error.issues[0]?.message ?? "Check the name." });
      return z.NEVER;
    }),
  indexable: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

/** The JSON body: a saved result's id (signed in) or the 60 answers (a visitor). */
export const publishChoicesSchema = z.object({
  displayName: z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.string({ error: "The display name must be text." }).pipe(displayNameSchema),
  ),
  indexable: z.boolean({ error: "Say true or false for indexable." }).optional().default(false),
});

/** What the browser keeps of a result it published: enough to open and remove the page. */
export interface PublishedLocally {
  slug: string;
  removalToken: string;
  type: string;
  publishedAt: string;
}

export const publishedStorageKey = "typeatlas:published:v1";
