import type { Route } from "./+types/account.data.download";
import { localeOf } from "~/i18n/messages.server";
import { problem } from "~/lib/json-body.server";
import { requireUser } from "~/auth/session.server";
import { accountExport } from "~/db/account-export.server";

/**
 * GET /account/data/download: everything we hold about the signed-in user, as a JSON file
 * (`accountExport`). The page that offers it is /account/data (decision 019).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  localeOf(params); // an unknown language prefix is the 404 page

  const user = await requireUser(request, context);
  const body = await accountExport(context.db, user.id);
  const day = body.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="typeatlas-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Other methods get a 405 that says so (without an action, React Router's 405 has no message). */
export const action = () =>
  problem(405, "Download your data with GET (the link on the account's data page).", {
    Allow: "GET, HEAD",
  });
