import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The premium writing must never reach a browser bundle. React Router refuses to bundle
// `*.server.ts` modules for the client, and the content plugin refuses to load the premium module
// into one; this scan catches the mistake earlier, in the editor's test run: only server modules,
// tests and route modules may import the premium module or the report builder. Route modules may,
// because React Router removes a route's loader and the imports only it uses from the browser
// build (and fails the build if a `.server` import survives), as with the routes' other
// `*.server` imports; components and shared modules may not.

const appDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(?:ts|tsx|js|jsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [file]
      : [];
  });
}

const isServerOnly = (file: string) =>
  /\.server\.(?:ts|tsx|js|jsx)$/.test(file) || file.split(path.sep).includes(".server");
const isTest = (file: string) => /\.test\.(?:ts|tsx)$/.test(file);
const isRouteModule = (file: string) =>
  path.dirname(file) === path.join(appDir, "routes") || file === path.join(appDir, "root.tsx");

/** Every module specifier in `import ... from`, `export ... from`, `import("...")` and `import "..."`. */
function importedSpecifiers(source: string): string[] {
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'`])([^"'`]+)\1|\brequire\s*\(\s*(["'`])([^"'`]+)\3/g;
  return [...source.matchAll(pattern)].map((match) => match[2] ?? match[4]!);
}

/** Whether a specifier, resolved from `file`, names the premium module or the report builder. */
function isPremiumServerModule(file: string, specifier: string): boolean {
  if (specifier === "virtual:typeatlas/premium") return true;
  let target: string;
  if (specifier.startsWith("~/")) target = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return false;
  return target.replace(/\.(?:ts|js)$/, "") === path.join(appDir, "premium", "report.server");
}

test("the scan sees every way a module can be imported", () => {
  expect(
    importedSpecifiers(
      [
        'import premium from "virtual:typeatlas/premium";',
        "import { buildPremiumReport } from '~/premium/report.server';",
        'export { x } from "../premium/report.server.ts";',
        'const lazy = await import("./report.server");',
        'import "side-effect";',
        "import type { PremiumReport } from '~/premium/report';",
      ].join("\n"),
    ),
  ).toEqual([
    "virtual:typeatlas/premium",
    "~/premium/report.server",
    "../premium/report.server.ts",
    "./report.server",
    "side-effect",
    "~/premium/report",
  ]);
});

test("no component or shared module under app/ imports the premium writing or its builder", () => {
  const offenders = sourceFiles(appDir)
    .filter((file) => !isServerOnly(file) && !isTest(file) && !isRouteModule(file))
    .flatMap((file) =>
      importedSpecifiers(fs.readFileSync(file, "utf8"))
        .filter((specifier) => isPremiumServerModule(file, specifier))
        .map((specifier) => `${path.relative(appDir, file)} imports ${specifier}`),
    );
  expect(offenders).toEqual([]);
});

test("the content plugin refuses to load the premium module into a browser bundle", async () => {
  const { contentPlugin, premiumModuleId } = await import("~/content/vite-plugin");
  const plugin = contentPlugin(path.resolve(appDir, ".."));
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (this: unknown, id: string) => string | undefined;
  const id = resolveId(premiumModuleId)!;
  const context = (consumer: "client" | "server") => ({
    environment: { config: { consumer } },
    error(message: string): never {
      throw new Error(message);
    },
  });
  expect(() => load.call(context("client"), id)).toThrow(/must not be bundled for the browser/);
  expect(load.call(context("server"), id)).toMatch(/^export default JSON\.parse\(/);
  // A first compile of every language's writing, when nothing has compiled it yet, takes seconds.
}, 120_000);
