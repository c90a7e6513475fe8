import zlib from "node:zlib";

/**
 * A gzip body compressed once and completed per answer with a few bytes of its own (the CSP
 * nonce), without compressing anything per request.
 *
 * Each fixed part is compressed on its own as raw deflate ending in a sync flush, so it starts
 * and ends on a byte boundary and refers to nothing outside itself; the inserted bytes go between
 * the parts as an uncompressed ("stored") deflate block. The gzip trailer's CRC-32 is joined from
 * the parts' CRCs (zlib's crc32_combine), so nothing is read twice per answer. Any gzip reader
 * sees one ordinary deflate stream (RFC 1951, RFC 1952).
 */
export interface SplicedGzip {
  /** Raw deflate of each fixed part, each ending in a sync flush (no final block). */
  deflated: Buffer[];
  /** CRC-32 of each fixed part, and the operator that shifts a CRC past that many bytes. */
  crcs: number[];
  shifts: number[];
  /** Bytes of all fixed parts before compression. */
  rawLength: number;
  /** Bytes of all deflated parts. */
  deflatedLength: number;
}

const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block with fixed Huffman codes: what zlib writes on finishing after a flush. */
const finalBlock = Buffer.from([0x03, 0x00]);

export function compressParts(parts: readonly Buffer[], level = 9): SplicedGzip {
  const deflated = parts.map((part) =>
    zlib.deflateRawSync(part, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  );
  return {
    deflated,
    crcs: parts.map((part) => zlib.crc32(part)),
    shifts: parts.map((part) => shiftOperator(part.length)),
    rawLength: parts.reduce((sum, part) => sum + part.length, 0),
    deflatedLength: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/**
 * The chunks of one gzip answer: the parts with `insert` between each two, as stored blocks.
 * `insert` must be under 64 KB (one stored block); a nonce is 24 bytes.
 */
export function spliceGzip(body: SplicedGzip, insert: Buffer): Buffer[] {
  if (insert.length > 0xffff) throw new RangeError("spliceGzip: the insert must be under 64 KB");
  const count = body.deflated.length;
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(insert.length, 1);
  stored.writeUInt16LE(~insert.length & 0xffff, 3);
  const insertCrc = zlib.crc32(insert);
  const insertShift = shiftOperator(insert.length);

  const chunks: Buffer[] = [header, body.deflated[0]!];
  let crc = body.crcs[0]!;
  for (let i = 1; i < count; i++) {
    chunks.push(stored, insert, body.deflated[i]!);
    crc = (multiply(insertShift, crc) ^ insertCrc) >>> 0;
    crc = (multiply(body.shifts[i]!, crc) ^ body.crcs[i]!) >>> 0;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((body.rawLength + insert.length * (count - 1)) % 2 ** 32, 4);
  chunks.push(finalBlock, trailer);
  return chunks;
}

/** Bytes of `spliceGzip(body, insert)` for an insert of `insertLength` bytes. */
export function splicedLength(body: SplicedGzip, insertLength: number): number {
  return (
    header.length +
    body.deflatedLength +
    (body.deflated.length - 1) * (5 + insertLength) +
    finalBlock.length +
    8
  );
}

// CRC-32 arithmetic over GF(2), as in zlib's crc32.c: polynomials are reflected 32-bit words.
const polynomial = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial. */
function multiply(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const powers: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multiply(p, p)) powers.push(p);

/** The operator x^(8 * bytes): multiplying a CRC by it moves the CRC past that many zero bytes. */
function shiftOperator(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2) p = multiply(powers[k % 32]!, p);
  return p;
}
