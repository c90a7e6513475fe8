import type { Route } from "./+types/result-pdf";
import type { Result } from "~/assessment/scoring";
import { getOptionalUser } from "~/auth/session.server";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import {
  canReadPremiumReport,
  isSubscribed,
  loadEntitlements,
} from "~/billing/entitlements.server";
import { findTestSession, resultOf, type TestSession } from "~/db/test-sessions.server";
import { localeOf, serverTranslate } from "~/i18n/messages.server";
import { profileIn } from "~/i18n/profiles.server";
import { problem } from "~/lib/json-body.server";
import { parseResult } from "~/lib/og";
import { resultPdfFileName } from "~/lib/result-pdf";
import { buildPremiumReport } from "~/premium/report.server";
import { typeFrequency } from "~/statistics/frequency";
import { readNorms } from "~/statistics/norms.server";

/**
 * GET /<language>/personality-test/results/pdf (decision 036): the result as a PDF in the page's
 * language, drawn on the server. Either a result from its type and five scores in the address
 * (`?type=INTJ-A&mind=…`, checked to give that type, as the share card's are), or a saved result
 * of the signed-in user (`?session=<id>`; anyone else's, or anyone not signed in, gets 404). The
 * premium report follows only for a reader entitled to it: a subscriber, or the buyer of that saved
 * result's report. Each download is drawn anew, so an address gets `limits.resultPdfsPerIp`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session");

  const user = await getOptionalUser(request, context);
  let result: Result;
  let saved: TestSession | null = null;
  if (sessionId === null) {
    const parsed = parseResult(url.searchParams.get("type") ?? "", url.searchParams);
    if (!parsed.ok)
      return problem(400, `${parsed.error} Download the PDF from the results screen.`);
    const { type, dimensions } = parsed.result;
    const [code, identity] = type.split("-") as [Result["code"], Result["identity"]];
    result = { type, code, identity, dimensions };
  } else {
    saved = user ? await findTestSession(context.db, user.id, sessionId) : null;
    if (!saved)
      return problem(404, "No saved result of yours has this id. Sign in with its account.");
    result = resultOf(saved);
  }

  // Counted before the drawing it guards (decision 017); a refused request draws nothing.
  const blocked = await consume(context.db, [limits.resultPdfsPerIp(context.clientIp)]);
  if (blocked)
    return problem(429, waitMessage(blocked, serverTranslate(locale)), {
      "Retry-After": String(blocked.retryAfterSeconds),
    });

  const entitlements = user ? await loadEntitlements(context.db, user.id) : null;
  const entitled = entitlements
    ? saved
      ? canReadPremiumReport(entitlements, saved)
      : isSubscribed(entitlements)
    : false;
  const profile = profileIn(result.type, locale);
  if (!profile) return problem(404, `No profile for ${result.type}.`);

  const headers: Record<string, string> = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${resultPdfFileName(result.type)}"`,
    // Personal: kept by no shared cache. A saved result's PDF is not kept at all; one from the
    // address may be, but is asked for again, as the reader's premium access may have changed.
    "Cache-Control": saved ? "private, no-store" : "private, no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  // A HEAD learns what a GET would get, without the drawing.
  if (request.method === "HEAD") return new Response(null, { headers });

  // The premium report in the page's language where it is written in it (`lang` says which), so
  // the PDF sets that text's language and direction.
  const premium = entitled ? buildPremiumReport(result, locale) : null;
  // Loaded on first use: pdfkit and the fonts' code stay out of the server's start-up.
  const { buildResultPdf } = await import("~/pdf/result-pdf.server");
  const date = saved?.completedAt ?? new Date();
  const norms = await readNorms(context);
  const frequency = typeFrequency(norms?.types, result.code, profile.frequency, norms?.synthetic);
  const pdf = await buildResultPdf({ locale, result, profile, frequency, date, premium });
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, "Content-Length": String(pdf.length) },
  });
}

/** The PDF answers GET and HEAD only. */
export const action = () =>
  problem(405, "Download the result PDF with GET (the link on the results screen).", {
    Allow: "GET, HEAD",
  });
