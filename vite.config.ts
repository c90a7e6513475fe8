import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { messagesPlugin } from "./app/i18n/vite-plugin.ts";

// Browser chunks. React Router preloads every chunk a page needs (<link rel="modulepreload">), and
// by default each small module shared by two routes (an icon, a helper, a button) became a chunk of
// its own: 25 to 29 requests per page. On HTTP/1.1 that is several round trips on a phone, and
// Lighthouse's simulation counts every preload as render-blocking (GoogleChrome/lighthouse#16539).
// Three shared chunks instead, each cached across pages: the framework, the icons, and the site's
// own kit (ui, layout and common components, lib, config, and the small libraries they use).
const sharedChunks = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 4,
  },
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 3 },
  // zod's settings, which the root sets on every page (`jitless`, for the CSP, app/lib/zod.ts):
  // the little modules alone, so zod itself loads only with the forms.
  {
    name: "zod-config",
    test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js|app[\\/]lib[\\/]zod\.ts/,
    priority: 3,
  },
  {
    name: "ui",
    test: /app[\\/](components[\\/](ui|common|layout)|lib|config)[\\/](?!forms\.ts|publishing\.ts|form-field|zod\.ts)|node_modules[\\/](clsx|tailwind-merge|class-variance-authority|sonner|@radix-ui)[\\/]/,
    priority: 2,
  },
  // The form pattern (decision 018) only on the pages with forms. A group takes the modules its
  // members import as well, so it comes after the kit: first, it took the kit's helpers and zod
  // with it, and every page loaded Conform (30 KB gzip more on each, measured by `npm run bench`).
  // The publishing schemas (app/lib/publishing.ts) build zod schemas too: in the kit they pulled
  // zod into every page (ui chunk 118 KB -> 202 KB), so they travel with the forms.
  {
    name: "forms",
    test: /node_modules[\\/]@conform-to[\\/]|app[\\/](lib[\\/](forms|publishing)\.ts|components[\\/]ui[\\/]form-field)/,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which embeds the React Router build.
  // (React Router 7 reads `rollupOptions.input`, not Vite 8's `rolldownOptions`.)
  // Rolldown's warning about slow plugin callbacks is off: it comes and goes with the machine's
  // load, and `npm run bench` measures the build.
  // The server bundles whole what the browser loads lazily (each language's type profiles, the
  // comparison texts): that the server's dynamic imports of them split nothing is expected.
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: "./server/app.ts",
          checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
        },
      }
    : {
        rollupOptions: {
          output: { codeSplitting: { groups: sharedChunks } },
          checks: { bundlerTimings: false },
        },
      },
  resolve: { tsconfigPaths: true },
  // The server bundles the icons it uses instead of loading lucide-react's whole CommonJS build
  // (every icon, 7.6 MB of heap) at start-up.
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), reactRouter(), contentPlugin(), messagesPlugin()],
}));
