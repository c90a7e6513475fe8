// `npm run admin -- grant <email> | revoke <email> | list` (decision 038). The command's code is
// TypeScript beside the app's (server/admin-cli.ts, app/admin/roles.server.ts); it is bundled
// here, on each run, into a temporary folder inside the project (so its imports find node_modules,
// and the database module finds drizzle/ and the build's PGlite seed), then run.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const cacheDir = path.resolve("node_modules/.cache");
fs.mkdirSync(cacheDir, { recursive: true });
const outDir = fs.mkdtempSync(path.join(cacheDir, "typeatlas-admin-"));
let code = 1;
try {
  await build({
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
    build: {
      ssr: "server/admin-cli.ts",
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "index.js" } },
    },
  });
  const { main } = await import(pathToFileURL(path.join(outDir, "index.js")).href);
  code = await main(process.argv.slice(2));
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
process.exit(code);
