import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { firstScreenPriority, imagePriorityProps, imageUrl } from "./images";

const publicDir = path.resolve("public");
const sha256Start = (file: string) =>
  crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 8);

test("a static image is served at an address carrying the start of its SHA-256", () => {
  const file = path.join(publicDir, "images/blog/how-the-test-works.svg");
  expect(imageUrl("/images/blog/how-the-test-works.svg")).toBe(
    `/assets/images/blog/how-the-test-works-${sha256Start(file)}.svg`,
  );
  expect(imageUrl("/favicon.svg")).toBe(
    `/assets/favicon-${sha256Start(path.join(publicDir, "favicon.svg"))}.svg`,
  );
});

test("every image in public/images has a fingerprinted address", () => {
  const files = fs.readdirSync(path.join(publicDir, "images"), {
    recursive: true,
    encoding: "utf8",
  });
  const images = files.filter((name) => name.endsWith(".svg") || name.endsWith(".png"));
  expect(images.length).toBeGreaterThan(40);
  for (const name of images) {
    const src = `/images/${name.split(path.sep).join("/")}`;
    expect(imageUrl(src)).toMatch(/^\/assets\/images\/.+-[0-9a-f]{8}\.(svg|png)$/);
  }
});

test("any other address is left as it is: a CMS image, a missing file, an object's own keys", () => {
  const cms = "https://cdn.sanity.io/images/p/production/abc-1200x630.png";
  for (const src of [cms, "/images/blog/no-such-post.svg", "/assets/app.css", "__proto__", ""]) {
    expect(imageUrl(src)).toBe(src);
  }
  expect(imageUrl("constructor")).toBe("constructor");
  expect(imageUrl("/images/x.svg", { "/images/x.svg": "/assets/images/x-0123abcd.svg" })).toBe(
    "/assets/images/x-0123abcd.svg",
  );
});

test("the first image of a list is the main one, the rest of its row eager, the others lazy", () => {
  expect([0, 1, 2, 3, 4].map((index) => firstScreenPriority(index, 3))).toEqual([
    "main",
    "eager",
    "eager",
    "lazy",
    "lazy",
  ]);
  expect(imagePriorityProps("main")).toEqual({ loading: undefined, fetchPriority: "high" });
  expect(imagePriorityProps("eager")).toEqual({ loading: undefined, fetchPriority: undefined });
  expect(imagePriorityProps("lazy")).toEqual({ loading: "lazy", fetchPriority: undefined });
});
