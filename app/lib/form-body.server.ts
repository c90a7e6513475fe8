/**
 * The fields of a form posted to a page's action, or null when the body is not a readable form
 * (JSON, plain text, no body, a broken multipart body): `request.formData()` throws on those,
 * which was a 500. Bodies over the size limit never get here (`server/body-limit.ts`: 413).
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
