import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which embeds the React Router build.
  // (React Router 7 reads `rollupOptions.input`, not Vite 8's `rolldownOptions`.)
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), contentPlugin()],
}));
