import { expect, test } from "vitest";
import { CoalescingStream } from "./coalesce.server";

function collect(stream: CoalescingStream): Promise<string[]> {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  return new Promise((resolve) => stream.on("end", () => resolve(out)));
}

test("pieces written in one turn leave as one chunk; a later piece as the next", async () => {
  const stream = new CoalescingStream();
  const chunks = collect(stream);
  for (const piece of ["<html>", "<body>", "<main>shell</main>"]) stream.write(piece);
  await new Promise((resolve) => setTimeout(resolve, 10));
  stream.write("<p>streamed later</p>");
  stream.end("</body></html>");
  expect(await chunks).toEqual([
    "<html><body><main>shell</main>",
    "<p>streamed later</p></body></html>",
  ]);
});

test("bytes pass through unchanged, including characters split across pieces", async () => {
  const stream = new CoalescingStream();
  const chunks = collect(stream);
  const text = Buffer.from("Åsa’s café ✓");
  stream.write(text.subarray(0, 1));
  stream.write(text.subarray(1, 9));
  stream.end(text.subarray(9));
  expect((await chunks).join("")).toBe("Åsa’s café ✓");
});
