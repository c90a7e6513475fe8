import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CoalescingStream } from "~/lib/coalesce.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Empty in development (see server/security.ts): render no nonce attributes at all.
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The deadline for content still streaming. Cleared as soon as the page has gone out or
    // failed: a pending timer keeps the whole render (its request, loader data and React's
    // state) in memory for its six seconds, which under load was a third of the heap.
    const deadline = setTimeout(() => abort(), streamTimeout + 1_000);
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          // Finished, or cut off by a visitor who left (then the render stops too).
          body.once("close", () => {
            clearTimeout(deadline);
            if (!body.writableFinished) abort();
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above; later ones are logged here.
          if (shellRendered) logger().error({ error: loggableError(error) }, "Render failed");
        },
      },
    );
  });
}

/**
 * Errors thrown by loaders and actions (not thrown Responses), in the structured log. React
 * Router's own 4xx answers (405 for an OPTIONS or a POST to a page without an action) arrive here
 * too; they are the visitor's mistake, not ours, and stay out of the error log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger().error(
    { error: loggableError(error), path: new URL(request.url).pathname },
    "Unhandled error in a loader or action",
  );
}
