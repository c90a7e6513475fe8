import type { Request, Response } from "express";

/**
 * A request refused before it reaches React Router (too large, from another site): JSON
 * `{ error }` for API calls and scripts, a small HTML page for a browser that sent a form, so a
 * person sees what happened either way.
 */
export function sendRefusal(req: Request, res: Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  const wantsPage = !req.path.startsWith("/api/") && req.accepts(["json", "html"]) === "html";
  if (!wantsPage) {
    res.json({ error: message });
    return;
  }
  const title = status === 413 ? "Request too large" : "Request refused";
  res.type("html").send(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | TypeAtlas</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Return to Home</a></p>
</main>
</body>
</html>
`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}
