import { expect, test } from "vitest";
import { localizePath, splitLocalePath } from "./paths";

test("pages get the prefix; English and resource routes do not", () => {
  expect(localizePath("/about", "es")).toBe("/es/about");
  expect(localizePath("/", "es")).toBe("/es");
  expect(localizePath("/?x=1", "es")).toBe("/es?x=1");
  expect(localizePath("/auth?mode=signup", "ja")).toBe("/ja/auth?mode=signup");
  expect(localizePath("/about", "")).toBe("/about");
  for (const resource of [
    "/api/score",
    "/og/page/home.png",
    "/theme",
    "/language?to=es",
    "/sitemap.xml",
    "/assets/x.js",
    "/healthz",
  ])
    expect(localizePath(resource, "es")).toBe(resource);
  expect(localizePath("//evil.example", "es")).toBe("//evil.example");
  expect(localizePath("https://example.com/", "es")).toBe("https://example.com/");
});

test("splitLocalePath finds a known prefix only", () => {
  const prefixes = ["es", "ja", "en-xa"];
  expect(splitLocalePath("/es/about", prefixes)).toEqual({ prefix: "es", path: "/about" });
  expect(splitLocalePath("/es", prefixes)).toEqual({ prefix: "es", path: "/" });
  expect(splitLocalePath("/about", prefixes)).toEqual({ prefix: "", path: "/about" });
  expect(splitLocalePath("/estonia", prefixes)).toEqual({ prefix: "", path: "/estonia" });
  expect(splitLocalePath("/", prefixes)).toEqual({ prefix: "", path: "/" });
});
