// The site's static images (public/**/*.svg, .png ...) under names that carry their content, so
// they can be cached for a year: "/images/blog/x.svg" is served as "/assets/images/blog/x-<hash>.svg"
// (decision 027). Runs in Node when the site is built and in tests (vite-plugin.ts); relative
// imports only, as Vite's config loader does not know the `~` alias.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The kinds of file fingerprinted; anything else in public/ keeps its one address. */
const imageExtensions = new Set([
  ".svg",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".avif",
  ".gif",
  ".ico",
]);

export interface FingerprintedImage {
  /** Its address as written in content and code: "/images/blog/x.svg". */
  src: string;
  /** The address it is served at, for a year: "/assets/images/blog/x-0123abcd.svg". */
  url: string;
  /** The file in public/. */
  file: string;
}

/** The first 8 hex digits of the SHA-256 of a file's bytes: a new file, a new address. */
export function contentHash(bytes: Buffer): string {
  return crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

/** "/images/blog/x.svg" with hash "0123abcd" -> "/assets/images/blog/x-0123abcd.svg". */
export function fingerprintedUrl(src: string, hash: string): string {
  const extension = path.posix.extname(src);
  return `/assets${src.slice(0, src.length - extension.length)}-${hash}${extension}`;
}

/** Every image in `publicDir`, with its fingerprinted address, in a stable order. */
export function fingerprintImages(publicDir: string): FingerprintedImage[] {
  const images: FingerprintedImage[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && imageExtensions.has(path.extname(entry.name).toLowerCase())) {
        const src = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
        images.push({ src, url: fingerprintedUrl(src, contentHash(fs.readFileSync(file))), file });
      }
    }
  };
  walk(publicDir);
  return images.sort((a, b) => (a.src < b.src ? -1 : 1));
}

/** The image served at a fingerprinted address, if any (the dev server answers with its file). */
export function imageAtUrl(
  images: readonly FingerprintedImage[],
  url: string,
): FingerprintedImage | undefined {
  return images.find((image) => image.url === url);
}
