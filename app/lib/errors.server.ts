/**
 * A loggable summary of an error. Database errors from drizzle carry the query's parameters in
 * their message (names, e-mail addresses, messages); those never belong in a log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as { code?: unknown };
  const summary: Record<string, unknown> = {
    type: error.name,
    message: error.message.split("\nparams:")[0],
  };
  if (code !== undefined) summary.code = code;
  if (error.cause !== undefined) summary.cause = loggableError(error.cause);
  return summary;
}
