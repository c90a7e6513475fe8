import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { contentHash, fingerprintedUrl, fingerprintImages, imageAtUrl } from "./image-fingerprints";

test("a fingerprinted address keeps the folder and the name, and puts the hash before the extension", () => {
  expect(fingerprintedUrl("/images/blog/x.svg", "0123abcd")).toBe(
    "/assets/images/blog/x-0123abcd.svg",
  );
  expect(fingerprintedUrl("/favicon.svg", "0123abcd")).toBe("/assets/favicon-0123abcd.svg");
  expect(fingerprintedUrl("/images/a.b.png", "0123abcd")).toBe("/assets/images/a.b-0123abcd.png");
});

test("a changed file gets a new address; the same bytes keep theirs", () => {
  expect(contentHash(Buffer.from("<svg/>"))).toBe(contentHash(Buffer.from("<svg/>")));
  expect(contentHash(Buffer.from("<svg/>"))).not.toBe(contentHash(Buffer.from("<svg />")));
  expect(contentHash(Buffer.from("<svg/>"))).toMatch(/^[0-9a-f]{8}$/);
});

test("every image under public/, in subfolders too, and nothing else", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typeatlas-images-"));
  try {
    fs.mkdirSync(path.join(dir, "images/blog"), { recursive: true });
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.writeFileSync(path.join(dir, "images/blog/cover.PNG"), "png bytes");
    fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
    const images = fingerprintImages(dir);
    expect(images.map((image) => image.src)).toEqual(["/favicon.svg", "/images/blog/cover.PNG"]);
    const cover = images[1]!;
    expect(cover.url).toBe(
      `/assets/images/blog/cover-${contentHash(Buffer.from("png bytes"))}.PNG`,
    );
    expect(imageAtUrl(images, cover.url)?.file).toBe(path.join(dir, "images/blog/cover.PNG"));
    expect(imageAtUrl(images, "/assets/images/blog/cover-00000000.PNG")).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
