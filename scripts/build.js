// `npm run build`: the production build, the settings check server.js runs before the app, the
// migrated embedded database a first start loads, then the stamp that lets `npm start` skip
// rebuilding.
import { spawnSync } from "node:child_process";
import { build } from "vite";
import { writeStamp } from "./build-stamp.js";
import { writePgliteSeed } from "./pglite-seed.js";

const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
// server/config.ts on its own (the zod schema of app/env.server.ts and the worker count), so a
// cluster's primary checks the settings through the one schema without loading the app.
await build({
  configFile: false,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "server/config.ts",
    outDir: "build/config",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "index.js" } },
  },
});
await writePgliteSeed();
writeStamp();
