// The module the content plugin (vite-plugin.ts) builds from content/. An ambient declaration
// cannot import relatively at the top, hence the inline import type.
declare module "virtual:typeatlas/content" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const content: import("./schema").BundledContent;
  export default content;
}

// content/premium/, compiled by the same plugin. Server-only: import it from *.server.ts modules.
declare module "virtual:typeatlas/premium" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const premium: import("./schema").PremiumBundle;
  export default premium;
}

// The static images' fingerprinted addresses ("/images/x.svg" -> "/assets/images/x-<hash>.svg"),
// by the same plugin; read them through `imageUrl` (app/lib/images.ts).
declare module "virtual:typeatlas/images" {
  const images: Readonly<Record<string, string>>;
  export default images;
}
