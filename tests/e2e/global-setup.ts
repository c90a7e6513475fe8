import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { setup as buildOnce } from "../support/build-once";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

let server: SpawnedServer | undefined;
let dataDir: string | undefined;

/** Builds if needed, then starts one production server on PGlite for the suite. */
export async function setup(project: TestProject) {
  buildOnce();
  dataDir = temporaryDir("typeatlas-e2e-");
  server = await spawnServer({ env: { DATA_DIR: dataDir } });
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
