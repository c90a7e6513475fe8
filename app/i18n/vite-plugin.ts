import path from "node:path";
import type { Plugin } from "vite";
import { compileCatalogs } from "./catalog.ts";
import { pseudoLocale, servedLocales } from "./locales.ts";

export const messagesModuleId = "virtual:typeatlas/messages";
const resolvedId = `\0${messagesModuleId}`;

/**
 * Compiles the message catalogues (app/i18n/catalog.ts) into a virtual module when the server is
 * built or a test imports it, so a missing or broken translation fails `npm run build` and
 * `npm test`. Server-only: a page's strings reach the browser through its loader's data, in its
 * own language, never as a bundle of every language (decision 034).
 */
export function messagesPlugin(root = process.cwd()): Plugin {
  const messagesDir = path.join(root, "app", "i18n", "messages");
  return {
    name: "typeatlas-messages",
    resolveId(id) {
      return id === messagesModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // Unit tests in a browser-like environment (happy-dom) import route modules, loaders and
      // all, and run them in Node: the guard is for the browser's bundle.
      if (this.environment?.config.consumer === "client" && !process.env.VITEST)
        this.error(
          `${messagesModuleId} holds every language's messages; import it only from *.server.ts modules`,
        );
      const catalogs = compileCatalogs({
        messagesDir,
        locales: servedLocales.filter((locale) => locale.prefix !== ""),
        pseudo: pseudoLocale.code,
      });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogs))});`;
    },
    configureServer(server) {
      server.watcher.add(messagesDir);
      const reload = (file: string) => {
        if (!file.startsWith(messagesDir)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
    },
  };
}
