import { expect } from "vitest";
import { answersFor } from "~/assessment/answer-sets";

/** Publishes a result from a visitor's 60 answers for `type`, as the publish dialog does. */
export async function publishAnswers(
  baseUrl: string,
  type: string,
  {
    displayName = null,
    headers = {},
  }: { displayName?: string | null; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}/api/public-results`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ responses: answersFor(type, 2), displayName }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { slug: string; removalToken: string };
}
