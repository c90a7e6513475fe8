declare module "virtual:typeatlas/content" {
  import type { BundledContent } from "./schema";

  const content: BundledContent;
  export default content;
}
