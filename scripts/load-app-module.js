// Loads the app's TypeScript modules (with their `~/` imports) from a plain Node script, through
// a Vite server in middleware mode kept open for the script's life (the modules import their
// database drivers lazily): the scripts that work on a database with the app's own code
// (`npm run stats:simulate`, `npm run bench:stats`) need no build and no other TypeScript loader.
// Call `closeAppModules()` at the end.
import { createServer } from "vite";

let vite;

export async function loadAppModule(file) {
  vite ??= await createServer({
    configFile: false,
    root: process.cwd(),
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: "error",
  });
  return vite.ssrLoadModule(file);
}

export async function closeAppModules() {
  await vite?.close();
  vite = undefined;
}
