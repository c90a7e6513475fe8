import { makeResponsesSchema } from "~/assessment/submission";
import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";

/**
 * The body of POST /api/statistics/contributions (issue 22), one of three requests:
 * - `add`: a visitor gives one finished test: its 60 answers, the attempt's submission id and the
 *   page's language, with the contributor id this browser already keeps (none the first time);
 * - `withdraw`: a browser takes back everything given under its contributor id;
 * - `account`: a signed-in person turns their account's choice on or off.
 * `t` words the refusals about the answers in the asker's language (as saving a result does);
 * `localeCodes` are the languages the site serves. Browser-safe.
 */
export function makeContributionBodySchema(t: Translate, localeCodes: readonly string[]) {
  const contributorId = z.uuid({ error: "contributorId must be the UUID this browser was given." });
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("add"),
        submissionId: z.uuid({ error: "submissionId must be the attempt's UUID." }),
        responses: makeResponsesSchema(t),
        locale: z.string().refine((code) => localeCodes.includes(code), {
          error: `locale must be one of the site's languages: ${localeCodes.join(", ")}.`,
        }),
        contributorId: contributorId.optional(),
      }),
      z.object({ intent: z.literal("withdraw"), contributorId }),
      z.object({
        intent: z.literal("account"),
        on: z.boolean({ error: "on must be true or false." }),
      }),
    ],
    { error: 'Send a JSON object whose intent is "add", "withdraw" or "account".' },
  );
}

export type ContributionBody = z.infer<ReturnType<typeof makeContributionBodySchema>>;

/** Validates a body; on failure, one message naming everything that is wrong. */
export function parseContributionBody(
  input: unknown,
  t: Translate,
  localeCodes: readonly string[],
): { ok: true; body: ContributionBody } | { ok: false; error: string } {
  const parsed = makeContributionBodySchema(t, localeCodes).safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join(" ") };
}
