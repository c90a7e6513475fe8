import { z } from "zod";

// Zod probes `new Function` the first time it builds an object schema (at import, for schemas
// defined at module level); under our CSP (no 'unsafe-eval') Chromium reports that probe as a
// violation even though zod catches the error. Parse without generated code instead (zod's own
// advice for strict CSPs). Every module in app/ takes `z` from here, so the setting is made before
// any schema exists, whatever order the browser's chunks run in (eslint enforces the import).
z.config({ jitless: true });

export { z };
