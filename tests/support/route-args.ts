import type { AppLoadContext } from "react-router";
import type { StripeConfig } from "~/billing/provider.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createServices } from "~/services.server";
import type { FormAnswer } from "~/lib/forms";

export const testSiteUrl = "http://localhost";

/** Paths the routes asked the page cache to drop, in order (no cache runs in these tests). */
export const purged: string[] = [];

/** The load context the Express adapter builds, for calling loaders and actions directly. */
export function loadContext(
  handle: DatabaseHandle,
  options: {
    clientIp?: string;
    /** Billing through Stripe (a local stand-in of its API) instead of the sandbox checkout. */
    stripe?: StripeConfig;
    /** The secret session cookies are signed with: a server started with it accepts them. */
    authSecret?: string;
  } = {},
): AppLoadContext {
  const services = createServices({
    database: handle,
    siteUrl: testSiteUrl,
    authSecret: options.authSecret ?? "integration-tests-secret-of-at-least-32-chars",
    mailFrom: "TypeAtlas <no-reply@typeatlas.test>",
    stripe: options.stripe,
  });
  return {
    ...services,
    db: handle.db,
    clientIp: options.clientIp ?? "203.0.113.1",
    cspNonce: "test-nonce",
    purgePages: async (paths) => {
      purged.push(...paths);
    },
  };
}

export function formRequest(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** Unwraps what a loader or action returned: `data(value, init)` or a plain value. */
export function unwrap<T>(result: T): { status: number; data: unknown } {
  if (result instanceof Response) return { status: result.status, data: undefined };
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const wrapped = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  }
  return { status: 200, data: result };
}

/**
 * Calls a loader or action as React Router would (with the route's params, if any); a thrown
 * Response (a redirect) is answered like a returned one: its status, data, headers and Location.
 */
export async function callRoute(
  handler: unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
) {
  type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
  let result: unknown;
  try {
    result = await (handler as (args: Args) => unknown)({ request, context, params });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    result = error;
  }
  const { status, data } = unwrap(result);
  const headers =
    result instanceof Response
      ? result.headers
      : new Headers((result as { init?: ResponseInit | null } | null)?.init?.headers);
  return {
    status,
    data: data as Record<string, unknown>,
    headers,
    location: headers.get("Location"),
  };
}

/** What a test reads of an action's form answer (decision 018): messages, values, toast, extras. */
export function answer(data: unknown) {
  const { result, ...rest } = data as FormAnswer & Record<string, unknown>;
  const errors = result.error ?? {};
  return {
    ...rest,
    fieldErrors: Object.fromEntries(
      Object.entries(errors)
        .filter(([name]) => name !== "")
        .map(([name, messages]) => [name, messages?.[0]]),
    ),
    formError: errors[""]?.[0],
    values: result.initialValue,
  };
}

/** A GET of `path`, as the signed-in browser with `cookie` (or signed out) sends it. */
export const getRequest = (path: string, cookie = "") =>
  new Request(`${testSiteUrl}${path}`, { headers: cookie ? { cookie } : {} });

/** A form POST of `fields` to `path`, as the browser with `cookie` (or signed out) sends it. */
export const postRequest = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${testSiteUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });

/**
 * `callRoute`, with a thrown `data(…, status)` (a guard's 404 page) answered like a returned one,
 * so a test reads a refusal's status the way it reads any other answer.
 */
export async function callAnswered(
  handler: unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
) {
  try {
    return await callRoute(handler, request, context, params);
  } catch (error) {
    const thrown = error as { type?: string; init?: ResponseInit | null };
    if (thrown?.type !== "DataWithResponseInit") throw error;
    return {
      status: thrown.init?.status ?? 200,
      data: {} as Record<string, unknown>,
      headers: new Headers(),
      location: null,
    };
  }
}
