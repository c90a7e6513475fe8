import type { TestProject } from "vitest/node";
import { setup as buildOnce } from "../support/build-once";
import { spawnServer, temporaryDir, type SpawnedServer } from "../support/server";

let server: SpawnedServer | undefined;

/** Builds if needed, then starts one production server on PGlite for the suite. */
export async function setup(project: TestProject) {
  buildOnce();
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
