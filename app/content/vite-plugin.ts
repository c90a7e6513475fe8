import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { compileContent } from "./compile.ts";
import { fingerprintImages, imageAtUrl } from "./image-fingerprints.ts";
import { compilePremium } from "./premium-compile.ts";
import { compileTranslations, translationsDir } from "./translations-compile.ts";
import { contentLocaleCodes } from "../i18n/locales.ts";

type Compiled = ReturnType<typeof compileEverything>;

/**
 * Everything under content/: the English, then each language's translation checked against it.
 * The content module gets the type pages, the premium module the reports.
 */
function compileEverything(options: { contentDir: string; publicDir: string }) {
  const content = compileContent(options);
  const premium = compilePremium(options);
  const translations = compileTranslations(options, { content, premium }, contentLocaleCodes);
  return {
    content: { ...content, translations: translations.types },
    premium: { ...premium, translations: translations.premium },
  };
}

/** Every file under `dir`, as sorted paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What a compile reads: every content file, every site image (their sizes) and the compiler's own
 * modules. Hashing them takes a few milliseconds; compiling nine languages' writing takes seconds.
 */
function inputsHash(options: { contentDir: string; publicDir: string }): string {
  const hash = createHash("sha256");
  const here = path.dirname(fileURLToPath(import.meta.url));
  const compiler = [
    ...filesUnder(here).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")),
    path.join(here, "../i18n/locales.ts"),
    path.join(here, "../assessment/type-codes.ts"),
  ].filter((file) => fs.existsSync(file));
  for (const file of [
    ...compiler,
    ...filesUnder(options.contentDir),
    ...filesUnder(path.join(options.publicDir, "images")),
  ]) {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 24);
}

/**
 * `compileEverything`, kept in node_modules/.cache by the hash of what it reads, so the build, the
 * development server and each test project compile the writing once per change, not each time.
 * A compile that fails is never kept: its problems are reported every time.
 */
export function compileAll(options: { contentDir: string; publicDir: string }): Compiled {
  const cacheDir = path.join(
    path.dirname(options.contentDir),
    "node_modules",
    ".cache",
    "typeatlas",
  );
  const file = path.join(cacheDir, `content-${inputsHash(options)}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Compiled;
  } catch {
    // Not compiled yet (or unreadable): compile below.
  }
  const compiled = compileEverything(options);
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    // Only this version is worth keeping; write beside it and rename, so a reader never sees half.
    for (const old of fs.readdirSync(cacheDir))
      if (old.startsWith("content-")) fs.rmSync(path.join(cacheDir, old), { force: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(compiled));
    fs.renameSync(partial, file);
  } catch {
    // A read-only install still works; it compiles each time.
  }
  return compiled;
}

export const contentModuleId = "virtual:typeatlas/content";
const resolvedId = `\0${contentModuleId}`;

/** The paid premium report writing: its own module, so only server code ever pulls it in. */
export const premiumModuleId = "virtual:typeatlas/premium";
const resolvedPremiumId = `\0${premiumModuleId}`;

/** The static images' fingerprinted addresses (decision 027), for `imageUrl` in app/lib. */
export const imagesModuleId = "virtual:typeatlas/images";
const resolvedImagesId = `\0${imagesModuleId}`;

// JSON.parse of a string literal is quicker to load than the same object as JavaScript.
const jsonModule = (value: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/**
 * Compiles `content/` into a virtual module when the server is built (or a test imports it), so
 * invalid content fails `npm run build` and `npm test` with the file and field named, and the
 * running server never parses Markdown. In development, editing a content file reloads the page.
 *
 * `content/premium/` becomes a second module, `virtual:typeatlas/premium`, which refuses to load
 * into a browser bundle: premium text reaches a page only through a server loader's data.
 */
export function contentPlugin(root = process.cwd()): Plugin {
  const contentDir = path.join(root, "content");
  const publicDir = path.join(root, "public");
  const premiumDir = path.join(contentDir, "premium");
  let building = false;
  let premiumChecked = false;
  // One compile serves both modules until a content file changes.
  let compiled: ReturnType<typeof compileAll> | undefined;
  const all = () => (compiled ??= compileAll({ contentDir, publicDir }));
  return {
    name: "typeatlas-content",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      // Nothing may import the premium module yet in a given build, and a broken premium file
      // should fail `npm run build` all the same.
      if (building && !premiumChecked) {
        all();
        premiumChecked = true;
      }
    },
    resolveId(id) {
      if (id === contentModuleId) return resolvedId;
      if (id === premiumModuleId) return resolvedPremiumId;
      if (id === imagesModuleId) return resolvedImagesId;
      return undefined;
    },
    load(id) {
      if (id === resolvedId) return jsonModule(all().content);
      if (id === resolvedImagesId) {
        const images = fingerprintImages(publicDir);
        return jsonModule(Object.fromEntries(images.map((image) => [image.src, image.url])));
      }
      if (id !== resolvedPremiumId) return undefined;
      if (this.environment?.config.consumer === "client")
        this.error(
          `${premiumModuleId} holds paid writing and must not be bundled for the browser; import it only from *.server.ts modules`,
        );
      return jsonModule(all().premium);
    },
    // The browser build writes each image under its fingerprinted name in build/client/assets,
    // which the server keeps for a year (server/app.ts); public/ is still copied as it is, so the
    // plain addresses keep working, for an hour.
    generateBundle() {
      if (this.environment?.config.consumer !== "client") return;
      for (const image of fingerprintImages(publicDir)) {
        this.emitFile({
          type: "asset",
          fileName: image.url.slice(1),
          source: fs.readFileSync(image.file),
        });
      }
    },
    configureServer(server) {
      // In development the fingerprinted addresses are answered from public/ itself.
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith("/assets/")) {
          const image = imageAtUrl(fingerprintImages(publicDir), req.url.split("?")[0]!);
          if (image) req.url = image.src;
        }
        next();
      });
      const imagesDir = path.join(publicDir, "images");
      server.watcher.add([contentDir, imagesDir]);
      const translatedDir = path.join(contentDir, translationsDir);
      const reload = (file: string) => {
        // Premium files feed only the premium module; images may appear in either; a translated
        // folder holds both kinds.
        const ids = file.startsWith(imagesDir)
          ? [resolvedId, resolvedPremiumId, resolvedImagesId]
          : file.startsWith(premiumDir + path.sep)
            ? [resolvedPremiumId]
            : file.startsWith(translatedDir + path.sep)
              ? [resolvedId, resolvedPremiumId]
              : file.startsWith(contentDir)
                ? [resolvedId]
                : [];
        if (ids.length === 0) return;
        compiled = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const id of ids) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
