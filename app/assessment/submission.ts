import type { Translate } from "~/i18n/translate";
import { z } from "~/lib/zod";
import { questions } from "./questions";

const ids = questions.map((question) => question.id);
const idSet = new Set(ids);

/** The first ten ids of a list, and how many more there are. */
function listed(list: readonly (number | string)[]) {
  return { ids: list.slice(0, 10).join(", "), more: Math.max(0, list.length - 10) };
}

/**
 * Exactly one answer for each of the 60 statements, each a whole number from 1 to 7. Keys may
 * arrive as strings (JSON objects) and are checked as statement ids. `t` words the refusals in the
 * asker's language.
 */
export function makeResponsesSchema(t: Translate) {
  return z
    .record(z.string(), z.unknown(), { error: t("test:submission.responsesNotAnObject") })
    .superRefine((raw, ctx) => {
      const unknown = Object.keys(raw).filter(
        (key) => !/^\d+$/.test(key) || !idSet.has(Number(key)),
      );
      if (unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: t("test:submission.unknownIds", {
            count: unknown.length,
            ids: listed(unknown).ids,
            last: ids.length,
          }),
        });
      }
      const missing = ids.filter((id) => !(String(id) in raw));
      if (missing.length) {
        ctx.addIssue({
          code: "custom",
          message: t("test:submission.missing", { count: missing.length, ...listed(missing) }),
        });
      }
      const invalid = ids.filter((id) => {
        const value = raw[String(id)];
        return (
          value !== undefined &&
          !(typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 7)
        );
      });
      if (invalid.length) {
        ctx.addIssue({
          code: "custom",
          message: t("test:submission.invalid", { count: invalid.length, ...listed(invalid) }),
        });
      }
    })
    .transform(
      (raw) =>
        Object.fromEntries(ids.map((id) => [id, raw[String(id)] as number])) as Record<
          number,
          number
        >,
    );
}

export function makeSubmissionSchema(t: Translate) {
  return z.object(
    {
      submissionId: z.uuid({ error: t("test:submission.idNotUuid") }).optional(),
      responses: makeResponsesSchema(t),
    },
    { error: t("test:submission.notAnObject") },
  );
}

export type Submission = z.infer<ReturnType<typeof makeSubmissionSchema>>;

/** Validates a submission; on failure, one message naming everything that is wrong. */
export function parseSubmission(
  input: unknown,
  t: Translate,
): { ok: true; submission: Submission } | { ok: false; error: string } {
  const result = makeSubmissionSchema(t).safeParse(input);
  if (result.success) return { ok: true, submission: result.data };
  return { ok: false, error: result.error.issues.map((issue) => issue.message).join(" ") };
}
