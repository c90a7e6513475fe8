/**
 * The fields of a form posted to a page's action. A body that is not a form at all (JSON, plain
 * text, a broken multipart body) reads as an empty form, so the action answers 400 with its usual
 * field messages; `request.formData()` alone throws on those, which was a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
