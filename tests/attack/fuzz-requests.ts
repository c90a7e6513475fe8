import fc from "fast-check";
import { formFields, formRoutes, jsonRoutes, resourceRoutes, type Identity } from "./fuzz-routes";
import { headerText, nasty, wellFormed } from "./fuzz-strings";

/**
 * The generated requests of the fuzz test: every action and resource route, with wrong methods
 * and content types, missing and extra fields, huge and nested bodies, unicode edge cases,
 * injection strings and broken cookies. Each is one that must store nothing: inputs a route
 * would accept and save are filtered out with the app's own validators.
 */
export type Body =
  | { kind: "form" | "multipart"; fields: [string, string][] }
  | { kind: "json"; text: string }
  | { kind: "raw"; contentType: string | null; text: string }
  | { kind: "huge"; contentType: string; extraBytes: number };

export interface FuzzRequest {
  route: string;
  method: string;
  path: string;
  identity: Identity;
  /** Cookies besides the identity's: garbage toast, session, two-factor and theme cookies. */
  cookies: string[];
  headers: Record<string, string>;
  body: Body | null;
  /** Sent as a chunked stream (no Content-Length). */
  chunked: boolean;
}

const deepJson = fc
  .integer({ min: 100, max: 7000 })
  .chain((depth) =>
    fc.constantFrom(
      "[".repeat(depth) + "]".repeat(depth),
      '{"a":'.repeat(depth / 5) + "1" + "}".repeat(depth / 5),
    ),
  );

const brokenJson = fc.constantFrom(
  "{",
  "[1,2",
  "{'a':1}",
  "nul",
  "1e999",
  '{"responses":',
  "\u0000",
  '"\\uD800"',
  "",
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"responses":{}}',
);

// --- Whole requests ------------------------------------------------------------------------------

const method = fc.oneof(
  { weight: 14, arbitrary: fc.constant("POST") },
  { weight: 2, arbitrary: fc.constantFrom("GET", "HEAD") },
  { weight: 3, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS") },
);

const identity = fc.constantFrom<Identity>("anonymous", "user", "user", "forged");

const garbageCookie = fc.oneof(
  headerText(60).map((value) => `toast=${value}`),
  fc
    .jsonValue({ maxDepth: 2 })
    .map(
      (value) =>
        `toast=${encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(value) ?? ""))))}`,
    ),
  fc.constant(
    `toast=${encodeURIComponent(btoa(JSON.stringify({ type: "error", title: "<script>window.__xss=1</script>" })))}`,
  ),
  headerText(200).map((value) => `typeatlas.session_token=${value}`),
  headerText(40).map((value) => `typeatlas.two_factor=${value}`),
  headerText(40).map((value) => `theme=${value}`),
  fc.constantFrom(
    "=;;",
    "toast",
    "toast=%E0%A4%A",
    "toast=a; toast=b",
    "theme=dark; theme=light",
    "typeatlas.session_token=",
    `toast=${"A".repeat(3000)}`,
  ),
);

const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "?index",
      "?_routes=root",
      "?_routes=%FF%FE",
      "?%",
      "?a=%E0%A4%A",
      "?_data=root",
    ),
  },
  // Short enough to stay under Node's 16 KB limit for the request head (beyond it Node answers 431).
  {
    weight: 1,
    arbitrary: nasty
      .map((value) => wellFormed(value.slice(0, 300)))
      .map((value) => `?redirectTo=${value}&token=${value}`),
  },
);

const headers = fc.record(
  {
    Accept: fc.constantFrom(
      "text/html",
      "application/json",
      "*/*",
      "text/x-script",
      "garbage/garbage;q=abc",
    ),
    // Mostly our own: a cross-site request stops at the origin check, before any route.
    Origin: fc.oneof(
      { weight: 14, arbitrary: fc.constant("OWN") },
      { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null") },
    ),
    "Sec-Fetch-Site": fc.oneof(
      { weight: 14, arbitrary: fc.constantFrom("same-origin", "none") },
      { weight: 1, arbitrary: fc.constant("cross-site") },
    ),
    "X-Forwarded-For": fc.oneof(
      fc.constantFrom("not-an-ip", "1.2.3.4, 5.6.7.8", "::ffff:1.2.3.4", "999.999.1.1"),
      headerText(100),
    ),
    "Stripe-Signature": headerText(120),
    "Content-Type": fc.constantFrom(
      "application/json; charset=utf-16",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/x-www-form-urlencoded; charset=shift_jis",
      "text/plain",
      "application/xml",
      "",
    ),
  },
  { requiredKeys: [] },
);

const rawBody = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        "multipart/form-data; boundary=xyz",
        "text/plain",
        "application/octet-stream",
        "application/xml",
      ),
      nasty,
    )
    .map(([contentType, text]): Body => ({ kind: "raw", contentType, text })),
  fc.constant<Body>({
    kind: "raw",
    contentType: "multipart/form-data; boundary=xyz",
    text: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
  }),
  nasty.map((text): Body => ({ kind: "raw", contentType: null, text })),
  deepJson.map((text): Body => ({ kind: "json", text })),
  brokenJson.map((text): Body => ({ kind: "json", text })),
  fc
    .integer({ min: 1, max: 256 * 1024 })
    .chain((extraBytes) =>
      fc
        .constantFrom(
          "application/x-www-form-urlencoded",
          "application/json",
          "multipart/form-data; boundary=xyz",
        )
        .map((contentType): Body => ({ kind: "huge", contentType, extraBytes })),
    ),
);

interface Draft {
  route: string;
  path: string;
  body: Body | null;
  /** Whether this body may be sent by the given identity without storing anything. */
  storesNothing(identity: Identity): boolean;
  noUser?: boolean;
}

const formDrafts = formRoutes.map((route) =>
  fc
    .tuple(
      route.path,
      formFields(route.values),
      fc.constantFrom("form", "form", "multipart", "json"),
    )
    .map(([path, { values, fields }, encoding]): Draft => ({
      route: route.name,
      path,
      body:
        encoding === "json"
          ? { kind: "json", text: JSON.stringify(Object.fromEntries(fields)) }
          : { kind: encoding as "form" | "multipart", fields },
      storesNothing: (who) => route.storesNothing(values, who),
      noUser: route.noUser,
    })),
);

const jsonDrafts = jsonRoutes.map((route) =>
  fc
    .tuple(route.value, fc.constantFrom("json", "json", "json", "form"))
    .map(([value, encoding]): Draft => {
      const fields = Object.entries(value && typeof value === "object" ? value : { value }).map(
        ([key, item]): [string, string] => [
          key,
          typeof item === "string" ? item : (JSON.stringify(item) ?? ""),
        ],
      );
      return {
        route: route.name,
        path: route.path,
        body:
          encoding === "json"
            ? { kind: "json", text: JSON.stringify(value) ?? "" }
            : { kind: "form", fields },
        // Sent as a form, the values are strings: judge them that way too.
        storesNothing: (who) =>
          route.storesNothing(encoding === "json" ? value : Object.fromEntries(fields), who),
      };
    }),
);

const resourceDrafts = resourceRoutes.map((path) =>
  fc
    .option(rawBody, { nil: null })
    .map((body): Draft => ({ route: path, path, body, storesNothing: () => true })),
);

/** Any route with a body of the wrong kind (raw text, broken or deep JSON, a huge body). */
const oddDrafts = fc
  .tuple(fc.constantFrom(...formRoutes, ...jsonRoutes), rawBody)
  .chain(([route, body]) =>
    ("values" in route ? route.path : fc.constant(route.path)).map((path): Draft => ({
      route: route.name,
      path,
      body,
      storesNothing: () => true,
      noUser: "noUser" in route ? route.noUser : false,
    })),
  );

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(
      { weight: 10, arbitrary: fc.oneof(...formDrafts) },
      { weight: 5, arbitrary: fc.oneof(...jsonDrafts) },
      { weight: 2, arbitrary: fc.oneof(...resourceDrafts) },
      { weight: 4, arbitrary: oddDrafts },
    ),
    method,
    identity,
    fc.array(garbageCookie, { maxLength: 2 }),
    headers,
    // Two in three page requests go to the `.data` URL (what the site's own forms send, and
    // cheaper to answer), the rest to the page itself (a form posted without JavaScript).
    fc.constantFrom(true, true, false),
    query,
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([draft, verb, who, cookies, extraHeaders, dataUrl, search, chunkDie]) => {
    // Page routes also answer React Router's data requests at `<path>.data`.
    const isPage = !draft.path.startsWith("/api/") && !resourceRoutes.includes(draft.path);
    const [pathname, ownQuery] = draft.path.split("?");
    const path = `${pathname}${dataUrl && isPage ? ".data" : ""}${search || (ownQuery ? `?${ownQuery}` : "")}`;
    // The test's own session is never signed out, and a signed-in user never sends what would
    // be saved for them; anything that would store something is left out altogether.
    let identityUsed: Identity = who === "user" && draft.noUser ? "forged" : who;
    if (identityUsed === "user" && !draft.storesNothing("user")) identityUsed = "anonymous";
    const hasBody = verb !== "GET" && verb !== "HEAD" && draft.body !== null;
    const request: FuzzRequest = {
      route: draft.route,
      method: verb,
      path,
      identity: identityUsed,
      cookies,
      headers: extraHeaders as Record<string, string>,
      body: hasBody ? draft.body : null,
      chunked: hasBody && chunkDie === 0,
    };
    return { request, safe: draft.storesNothing(identityUsed) };
  })
  .filter(({ safe }) => safe)
  .map(({ request }) => request);
