// `npm run stats:simulate -- --data-dir <new folder> [--n 5000]` (or `--database-url <url>`):
// fills a THROW-AWAY database with synthetic respondents from the latent model of decision 039,
// marked synthetic, and computes the statistics on them, so an operator can see the statistics
// pages filled in locally. It refuses the site's default database (./data, or DATA_DIR, or
// DATABASE_URL as set), a folder that already holds anything, and any database with accounts or
// real contributions in it.
import fs from "node:fs";
import path from "node:path";
import { closeAppModules, loadAppModule } from "./load-app-module.js";

const usage =
  "Usage: npm run stats:simulate -- --data-dir <a new, empty folder> [--n 5000]\n" +
  "   or: npm run stats:simulate -- --database-url <a throw-away PostgreSQL database> [--n 5000]";

/** The target and size from the command line; throws, with a reason, when it must refuse. */
export function parseSimulateArgs(argv, env = process.env, cwd = process.cwd()) {
  const options = { n: 5000, dataDir: undefined, databaseUrl: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value.\n${usage}`);
    if (flag === "--data-dir") options.dataDir = value;
    else if (flag === "--database-url") options.databaseUrl = value;
    else if (flag === "--n") options.n = Number(value);
    else throw new Error(`Unknown option ${flag}.\n${usage}`);
  }
  if (!Number.isInteger(options.n) || options.n < 1 || options.n > 1_000_000)
    throw new Error(`--n must be a whole number from 1 to 1,000,000.\n${usage}`);
  if (options.dataDir === undefined && options.databaseUrl === undefined)
    throw new Error(
      "Refusing to add synthetic results to the site's default database. Name a throw-away " +
        `one.\n${usage}`,
    );
  if (options.dataDir !== undefined && options.databaseUrl !== undefined)
    throw new Error(`Give --data-dir or --database-url, not both.\n${usage}`);
  if (options.dataDir !== undefined) {
    const folder = path.resolve(cwd, options.dataDir);
    const defaults = [path.resolve(cwd, "data"), env.DATA_DIR && path.resolve(cwd, env.DATA_DIR)];
    if (defaults.includes(folder))
      throw new Error(`Refusing ${folder}: it is the site's data folder. Name a new folder.`);
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0)
      throw new Error(`Refusing ${folder}: it is not empty. Name a new folder.`);
    options.dataDir = folder;
  }
  if (options.databaseUrl !== undefined && options.databaseUrl === env.DATABASE_URL)
    throw new Error("Refusing DATABASE_URL: it is the site's database. Name a throw-away one.");
  return options;
}

/** A folder as typed after `DATA_DIR=`: relative when it is inside this one, else absolute. */
function displayPath(folder) {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : folder;
}

async function main() {
  let options;
  try {
    options = parseSimulateArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const { openDatabase } = await loadAppModule("/app/db/client.server.ts");
  const { addSyntheticContributions, assertThrowAway } = await loadAppModule(
    "/app/statistics/simulate.server.ts",
  );
  const { computeAndStoreStatistics } = await loadAppModule("/app/jobs/statistics.server.ts");
  const database = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl })
    : await openDatabase({ dataDir: options.dataDir });
  try {
    await assertThrowAway(database.db);
    const started = performance.now();
    await addSyntheticContributions(database.db, options.n);
    const added = performance.now();
    const snapshot = await computeAndStoreStatistics(database.db);
    console.log(
      `Added ${options.n} synthetic results to ${database.description} in ` +
        `${((added - started) / 1000).toFixed(1)} s; computed the statistics in ` +
        `${((snapshot?.durationMs ?? 0) / 1000).toFixed(1)} s (N = ${snapshot?.n}).`,
    );
    console.log(
      "Start the site on it with: " +
        (options.databaseUrl
          ? `DATABASE_URL='${options.databaseUrl}' npm start`
          : `DATA_DIR=${displayPath(options.dataDir)} npm start`),
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
    await closeAppModules();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
