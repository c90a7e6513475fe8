// `npm run build`: the production build, then the stamp that lets `npm start` skip rebuilding.
import { spawnSync } from "node:child_process";
import { writeStamp } from "./build-stamp.js";

const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeStamp();
