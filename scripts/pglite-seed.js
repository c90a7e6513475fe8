// Part of `npm run build`: an embedded database with every migration applied, packed as the
// tarball PGlite can start from. A first start on an empty DATA_DIR loads it instead of running
// initdb and the migrations in WebAssembly, which is most of a cold start (decision 011).
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export const seedFile = "build/pglite-seed.tar.gz";

export async function writePgliteSeed(file = seedFile) {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: "drizzle" });
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

if (import.meta.url === `file://${process.argv[1]}`) await writePgliteSeed();
