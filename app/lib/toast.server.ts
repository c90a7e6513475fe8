import { redirect } from "~/lib/redirect.server";
import { z } from "~/lib/zod";
import { signedCookie } from "./signed-cookie.server";

/**
 * A toast that must survive a redirect travels in a short-lived cookie set by the action and is
 * read once by the root loader, which clears it.
 */
const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

export type Toast = z.infer<typeof toastSchema>;

/**
 * Signed, so a toast cookie the site did not set (a forged "Your payment failed", say) is ignored.
 */
const toastCookie = signedCookie("toast", { path: "/", maxAge: 60 });

export async function toastHeaders(toast: z.input<typeof toastSchema>): Promise<Headers> {
  return new Headers({ "Set-Cookie": await toastCookie().serialize(toastSchema.parse(toast)) });
}

export async function redirectWithToast(
  url: string,
  toast: z.input<typeof toastSchema>,
): Promise<Response> {
  return redirect(url, { headers: await toastHeaders(toast) });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | undefined }> {
  const header = request.headers.get("Cookie");
  // A forged or tampered cookie parses as null: ignored, and cleared like any other.
  const raw: unknown = await toastCookie().parse(header);
  if (raw == null && !/(?:^|;)\s*toast=/.test(header ?? "")) {
    return { toast: null, headers: undefined };
  }
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({
    "Set-Cookie": await toastCookie().serialize("", { maxAge: 0, expires: new Date(0) }),
  });
  return { toast: parsed.success ? parsed.data : null, headers };
}
