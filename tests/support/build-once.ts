import { spawnSync } from "node:child_process";
import { buildIsFresh } from "../../scripts/build-stamp.js";
import { projectRoot } from "./server";

/** Global setup of the suites that start production servers: build first when the build is stale. */
export function setup() {
  if (buildIsFresh(projectRoot)) return;
  const result = spawnSync(process.execPath, ["scripts/build.js"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The production build failed.");
}
