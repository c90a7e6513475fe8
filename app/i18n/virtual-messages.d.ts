// The module the messages plugin (vite-plugin.ts) compiles from app/i18n/messages/. Server-only.
declare module "virtual:typeatlas/messages" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const catalogs: import("./catalog").Catalogs;
  export default catalogs;
}
