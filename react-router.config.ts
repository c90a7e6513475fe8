import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router 8 needs Node 22, so we stay on 7 (docs/decisions/001-stack-and-pins.md). Flags are set
  // explicitly so each v8 behaviour is a choice, not a warning on every build.
  future: {
    // Keeps `AppLoadContext` (db, nonce) as our loaders' context.
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Our Vite config sets the server entry through `build.rollupOptions.input`.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
