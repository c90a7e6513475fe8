import { z } from "~/lib/zod";
import { questions } from "./questions";

const ids = questions.map((question) => question.id);
const idSet = new Set(ids);

function describeIds(list: number[]): string {
  const shown = list.slice(0, 10).join(", ");
  return list.length > 10 ? `${shown} and ${list.length - 10} more` : shown;
}

/**
 * Exactly one answer for each of the 60 statements, each a whole number from 1 to 7. Keys may
 * arrive as strings (JSON objects) and are checked as statement ids.
 */
export const responsesSchema = z
  .record(z.string(), z.unknown(), {
    error: "Responses must be an object of statement ids to answers.",
  })
  .superRefine((raw, ctx) => {
    const unknown = Object.keys(raw).filter((key) => !/^\d+$/.test(key) || !idSet.has(Number(key)));
    if (unknown.length) {
      ctx.addIssue({
        code: "custom",
        message: `Unknown statement ${unknown.length === 1 ? "id" : "ids"}: ${unknown.slice(0, 10).join(", ")}. Ids run from 1 to ${ids.length}.`,
      });
    }
    const missing = ids.filter((id) => !(String(id) in raw));
    if (missing.length) {
      ctx.addIssue({
        code: "custom",
        message: `Missing ${missing.length === 1 ? "an answer" : `${missing.length} answers`} for statement${missing.length === 1 ? "" : "s"} ${describeIds(missing)}.`,
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
        message: `Each answer must be a whole number from 1 to 7; statement${invalid.length === 1 ? "" : "s"} ${describeIds(invalid)} ${invalid.length === 1 ? "is" : "are"} not.`,
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

export const submissionSchema = z.object(
  {
    submissionId: z.uuid({ error: "The submission id must be a UUID." }).optional(),
    responses: responsesSchema,
  },
  { error: "The submission must be a JSON object with the 60 responses." },
);

export type Submission = z.infer<typeof submissionSchema>;

/** Validates a submission; on failure, one message naming everything that is wrong. */
export function parseSubmission(
  input: unknown,
): { ok: true; submission: Submission } | { ok: false; error: string } {
  const result = submissionSchema.safeParse(input);
  if (result.success) return { ok: true, submission: result.data };
  return { ok: false, error: result.error.issues.map((issue) => issue.message).join(" ") };
}
