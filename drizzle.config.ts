import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema with `npm run db:generate` and committed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
