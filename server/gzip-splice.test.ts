import zlib from "node:zlib";
import { expect, test } from "vitest";
import { compressParts, spliceGzip, splicedLength } from "./gzip-splice";

const nonce = Buffer.from("Q2VjaSBuJ2VzdCBwYXMgdW4=");

/** The answer as one buffer, checked by zlib itself: gunzip verifies the CRC-32 and the length. */
function answer(texts: string[], insert = nonce) {
  const body = compressParts(texts.map((text) => Buffer.from(text)));
  const bytes = Buffer.concat(spliceGzip(body, insert));
  expect(bytes).toHaveLength(splicedLength(body, insert.length));
  return zlib.gunzipSync(bytes).toString();
}

test("the parts come back joined by the insert, whatever their sizes", () => {
  const cases = [
    ["one part, no insert"],
    ["", ""],
    ['<html><script nonce="', '">go()</script>', '">more()</script></html>'],
    ["x".repeat(70_000), "Åsa’s café ✓", ""],
    ["", "middle", ""],
  ];
  for (const texts of cases) expect(answer(texts)).toBe(texts.join(nonce.toString()));
});

test("random bodies cut at random places survive gzip's own checks", () => {
  // A seeded generator, so a failure can be replayed.
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  for (let round = 0; round < 50; round++) {
    const texts = Array.from({ length: 1 + (next() % 6) }, () =>
      Array.from({ length: next() % 5_000 }, () => String.fromCharCode(32 + (next() % 500))).join(
        "",
      ),
    );
    const insert = Buffer.from(String(next()).repeat(1 + (next() % 4)));
    expect(answer(texts, insert)).toBe(texts.join(insert.toString()));
  }
});

test("each answer is complete on its own: two inserts, two valid streams", () => {
  const body = compressParts([Buffer.from("a"), Buffer.from("b")]);
  const first = zlib.gunzipSync(Buffer.concat(spliceGzip(body, Buffer.from("1"))));
  const second = zlib.gunzipSync(Buffer.concat(spliceGzip(body, Buffer.from("22"))));
  expect([first.toString(), second.toString()]).toEqual(["a1b", "a22b"]);
});

test("a page compresses: the kept gzip is a fraction of the text", () => {
  const page = "<p>The Architect plans ahead.</p>".repeat(500);
  const body = compressParts([Buffer.from(page), Buffer.from(page)]);
  expect(splicedLength(body, nonce.length)).toBeLessThan(page.length / 10);
});

test("an insert too large for one stored block is refused", () => {
  const body = compressParts([Buffer.from("a"), Buffer.from("b")]);
  expect(() => spliceGzip(body, Buffer.alloc(70_000))).toThrow(RangeError);
});

test("the trailer's joined CRC-32 is the one zlib.crc32 computes over the whole answer", () => {
  // Decision 022: the joining copies zlib's crc32_combine, which Node does not expose.
  const texts = ["<html>".repeat(3_000), "Åsa’s café ✓", "", "</html>".repeat(500)];
  const chunks = spliceGzip(compressParts(texts.map((text) => Buffer.from(text))), nonce);
  const whole = Buffer.from(texts.join(nonce.toString()));
  expect(chunks.at(-1)!.readUInt32LE(0)).toBe(zlib.crc32(whole));
});
