// `npm run build`: the production build, the migrated embedded database a first start loads, then
// the stamp that lets `npm start` skip rebuilding.
import { spawnSync } from "node:child_process";
import { writeStamp } from "./build-stamp.js";
import { writePgliteSeed } from "./pglite-seed.js";

const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
await writePgliteSeed();
writeStamp();
