import { spawnSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { spawnServer, temporaryDir, projectRoot, type SpawnedServer } from "../support/server";
import { buildIsFresh } from "../../scripts/build-stamp.js";

let server: SpawnedServer | undefined;

/** Builds if needed, then starts one production server on PGlite for the suite. */
export async function setup(project: TestProject) {
  if (!buildIsFresh(projectRoot)) {
    const result = spawnSync(process.execPath, ["scripts/build.js"], {
      cwd: projectRoot,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error("The production build failed.");
  }
  server = await spawnServer({ env: { DATA_DIR: temporaryDir("typeatlas-e2e-") } });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
