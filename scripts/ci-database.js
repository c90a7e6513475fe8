// Creates or drops the throw-away PostgreSQL database that CI's tests run against.
//   node scripts/ci-database.js create NAME   -> prints the database URL
//   node scripts/ci-database.js drop NAME
import pg from "pg";

const [action, name] = process.argv.slice(2);
const server = process.env.CI_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

if (!["create", "drop"].includes(action) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? "")) {
  console.error(
    "usage: node scripts/ci-database.js create|drop NAME (lower-case letters, digits, _)",
  );
  process.exit(2);
}

const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5_000 });
try {
  await client.connect();
  if (action === "create") {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    // Databases a crashed test run left behind.
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'ta_test_%'",
    );
    for (const row of rows)
      await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  }
} catch (error) {
  console.error(
    `Could not ${action} database ${name} on ${new URL(server).host}: ${error.message}`,
  );
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
