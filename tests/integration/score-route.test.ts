import fc from "fast-check";
import { expect, test } from "vitest";
import { answersFor } from "~/assessment/answer-sets";
import { computeResult } from "~/assessment/scoring";
import { action, loader } from "~/routes/api.score";

type Args = Parameters<typeof action>[0];

function post(
  body: unknown,
  headers: Record<string, string> = { "content-type": "application/json" },
) {
  const request = new Request("http://localhost/api/score", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as unknown as Args);
}

const responsesArb = fc
  .array(fc.integer({ min: 1, max: 7 }), { minLength: 60, maxLength: 60 })
  .map((values) => Object.fromEntries(values.map((value, i) => [i + 1, value])));

test("the server's result always equals the browser's computation for the same answers", async () => {
  await fc.assert(
    fc.asyncProperty(responsesArb, async (responses) => {
      const response = await post({ responses });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: computeResult(responses) });
    }),
    { numRuns: 200 },
  );
});

test("a tampered submission is refused with a message naming the problem", async () => {
  const answers = answersFor("INTJ-A");
  const short = { ...answers };
  delete short[60];
  const cases: [unknown, string][] = [
    [{ responses: short }, "Missing an answer for statement 60."],
    [{ responses: { ...answers, 7: 8 } }, "statement 7 is not"],
    [{ responses: { ...answers, 99: 4 } }, "Unknown statement id: 99"],
    ["{not json", "not valid JSON"],
  ];
  for (const [body, message] of cases) {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  }
});

test("a type or dimensions sent by the browser are ignored: the server computes its own", async () => {
  const answers = answersFor("ISFP-T", 2);
  const response = await post({ responses: answers, type: "ENTJ-A", dimensions: { mind: 100 } });
  expect((await response.json()).result.type).toBe("ISFP-T");
});

test("wrong method, wrong content type and oversized bodies get 405, 415 and 413", async () => {
  const get = loader();
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect((await post({ responses: {} }, { "content-type": "text/plain" })).status).toBe(415);
  expect((await post("x".repeat(20_000))).status).toBe(413);
});
