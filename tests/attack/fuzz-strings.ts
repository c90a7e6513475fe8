import fc from "fast-check";

/**
 * Hostile text for the fuzz test: SQL and HTML injection, unicode edge cases (lone surrogates,
 * RTL marks, NUL, emoji, combining marks), numbers and keys that trip parsers, and very long
 * strings, mixed with fast-check's own random strings.
 */
const dictionary = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(10)--",
  "admin'--",
  "\\'; truncate contact_messages; --",
  "%27%20OR%201%3D1",
  "$1",
  // HTML and templates
  "<script>alert(1)</script>",
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "</textarea><script>alert(1)</script>",
  // Unicode edges
  "\uD800",
  "\uDFFF",
  "a\uD83Db",
  "\u202Eevil\u202C",
  "\u200F\u200E",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "\u2028\u2029",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈🇺🇦",
  "Z̴̡̛̹̣͔̿͛̓a̷̡͖̼͂͆l̶̨̰̳̍̊g̸̗̺̽o̵͕̹̓",
  "ﷺ",
  "\r\n\r\n",
  "\t",
  // Numbers, paths, prototype keys
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  // Addresses, valid and not
  "ada@example.com",
  "x@y.co",
  "not-an-email",
  "a@b",
  "@example.com",
  `${"l".repeat(250)}@example.com`,
  "a\u0000@example.com",
];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...dictionary) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 16 }) },
);

/** A hostile text value: pieces joined, now and then repeated into a very long string. */
export const nasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.array(piece, { maxLength: 3 }).map((parts) => parts.join("")) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(piece, fc.integer({ min: 200, max: 7000 }))
      .map(([text, length]) => (text || "A").repeat(length).slice(0, length)),
  },
);

export const email = fc.oneof(nasty, fc.emailAddress());
export const passwordValue = fc.oneof(nasty, fc.string({ minLength: 8, maxLength: 24 }));

/** Header-safe text (no CR, LF or NUL), for cookies and other headers. */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** URL-encoded, with lone surrogates (which encodeURIComponent refuses) as U+FFFD. */
export const wellFormed = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "\uFFFD",
    ),
  );
