import path from "node:path";
import type { Plugin } from "vite";
import { compileContent } from "./compile.ts";

export const contentModuleId = "virtual:typeatlas/content";
const resolvedId = `\0${contentModuleId}`;

/**
 * Compiles `content/` into a virtual module when the server is built (or a test imports it), so
 * invalid content fails `npm run build` and `npm test` with the file and field named, and the
 * running server never parses Markdown. In development, editing a content file reloads the page.
 */
export function contentPlugin(root = process.cwd()): Plugin {
  const contentDir = path.join(root, "content");
  const publicDir = path.join(root, "public");
  return {
    name: "typeatlas-content",
    resolveId(id) {
      return id === contentModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const content = compileContent({ contentDir, publicDir });
      // JSON.parse of a string literal is quicker to load than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});`;
    },
    configureServer(server) {
      server.watcher.add([contentDir, path.join(publicDir, "images")]);
      const reload = (file: string) => {
        if (!file.startsWith(contentDir) && !file.startsWith(path.join(publicDir, "images")))
          return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
