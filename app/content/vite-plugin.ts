import path from "node:path";
import type { Plugin } from "vite";
import { compileContent } from "./compile.ts";
import { compilePremium } from "./premium-compile.ts";

export const contentModuleId = "virtual:typeatlas/content";
const resolvedId = `\0${contentModuleId}`;

/** The paid premium report writing: its own module, so only server code ever pulls it in. */
export const premiumModuleId = "virtual:typeatlas/premium";
const resolvedPremiumId = `\0${premiumModuleId}`;

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
  return {
    name: "typeatlas-content",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      // Nothing may import the premium module yet in a given build, and a broken premium file
      // should fail `npm run build` all the same.
      if (building && !premiumChecked) {
        compilePremium({ contentDir, publicDir });
        premiumChecked = true;
      }
    },
    resolveId(id) {
      if (id === contentModuleId) return resolvedId;
      if (id === premiumModuleId) return resolvedPremiumId;
      return undefined;
    },
    load(id) {
      if (id === resolvedId) return jsonModule(compileContent({ contentDir, publicDir }));
      if (id !== resolvedPremiumId) return undefined;
      if (this.environment?.config.consumer === "client")
        this.error(
          `${premiumModuleId} holds paid writing and must not be bundled for the browser; import it only from *.server.ts modules`,
        );
      return jsonModule(compilePremium({ contentDir, publicDir }));
    },
    configureServer(server) {
      const imagesDir = path.join(publicDir, "images");
      server.watcher.add([contentDir, imagesDir]);
      const reload = (file: string) => {
        // Premium files feed only the premium module; images may appear in either.
        const ids = file.startsWith(imagesDir)
          ? [resolvedId, resolvedPremiumId]
          : file.startsWith(premiumDir + path.sep)
            ? [resolvedPremiumId]
            : file.startsWith(contentDir)
              ? [resolvedId]
              : [];
        if (ids.length === 0) return;
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
