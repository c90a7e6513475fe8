import type { Route } from "./+types/api.billing.webhook";
import type { BillingEvent } from "~/billing/events";
import { WebhookSignatureError } from "~/billing/provider.server";
import { applyBillingEvent } from "~/billing/state-machine.server";
import { loggableError } from "~/lib/errors.server";
import { noStore, problem } from "~/lib/json-body.server";
import { logger } from "~/lib/logger.server";

/**
 * POST /api/billing/webhook: Stripe's deliveries. The signature is checked on the raw body before
 * anything is read from it; each event then moves the subscription state exactly once, so a
 * redelivery (after a 500, or Stripe's own duplicates) is harmless.
 */
export const loader = () => problem(405, "Stripe delivers webhooks with POST.", { Allow: "POST" });

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
const maxBodyBytes = 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const { billing } = context;
  if (!billing.receiveWebhook) return problem(404, "Stripe is not configured on this server.");
  if (request.method !== "POST") return loader();
  const rawBody = await readRawBody(request);
  if (rawBody === null) return problem(413, "The request body is too large.");

  let events: BillingEvent[];
  try {
    events = await billing.receiveWebhook(rawBody, request.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return problem(400, "Invalid signature");
    return failed(error, "Could not read a Stripe webhook event");
  }
  try {
    for (const event of events) await applyBillingEvent(context.db, event);
  } catch (error) {
    return failed(error, "Could not apply a Stripe webhook event");
  }
  return Response.json({ received: true }, { headers: noStore });
}

/** A 500 makes Stripe deliver the event again later; the events already applied are skipped then. */
function failed(error: unknown, message: string) {
  logger().error({ error: loggableError(error) }, message);
  return problem(500, "The event could not be processed; Stripe will retry.");
}

/**
 * The body exactly as sent (the signature covers its bytes), read in chunks so an oversized one is
 * refused without being held in memory. Null when it is over the limit.
 */
async function readRawBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
