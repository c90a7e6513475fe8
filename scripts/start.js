// `npm start`: build if the build is missing or stale, then serve the production build.
import { spawnSync } from "node:child_process";
import { buildIsFresh } from "./build-stamp.js";

if (!buildIsFresh()) {
  console.log("Building TypeAtlas (the build is missing or older than the sources)...");
  const result = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

await import("../server.js");
