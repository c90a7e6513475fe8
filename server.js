// Starts TypeAtlas: the production server from ./build, or with --dev the Vite dev server.
// `npm start` (scripts/start.js) builds first when the build is missing or stale.
const dev = process.argv.includes("--dev");

try {
  if (dev) {
    process.env.NODE_ENV ??= "development";
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    await start({ vite });
  } else {
    process.env.NODE_ENV ??= "production";
    const { start } = await import("./build/server/index.js");
    await start();
  }
} catch (error) {
  // start() has already logged the cause in the structured log; say it plainly too.
  console.error(`TypeAtlas could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
