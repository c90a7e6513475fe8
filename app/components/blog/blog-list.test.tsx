// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import type { PostSummary } from "~/content/model";
import { englishI18n } from "../../../tests/support/messages";
import { BlogList } from "./blog-list";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The list under a route whose loader sends the blog's English messages, as /blog's does. */
async function render(posts: Promise<PostSummary[]> | PostSummary[]) {
  const container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter([
    {
      path: "/",
      element: createElement(BlogList, { posts }),
      loader: () => ({ i18n: englishI18n(["blog"]) }),
      HydrateFallback: () => null,
    },
  ]);
  const root = createRoot(container);
  await act(async () => root.render(createElement(RouterProvider, { router })));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { container, unmount: () => act(async () => root.unmount()) };
}

const post: PostSummary = {
  id: "p1",
  title: "Reading a Borderline Score",
  slug: "borderline-results",
  excerpt: "What 52% means.",
  publishedAt: "2026-09-29",
  author: "Dr. Maren Solberg",
  categories: [{ id: "c1", title: "Understanding the Test", slug: "understanding-the-test" }],
  image: {
    src: "/images/blog/borderline-results.svg",
    alt: "An abstract cover",
    width: 1200,
    height: 630,
  },
  readingMinutes: 5,
};

test("while posts load, a skeleton is shown and announced", async () => {
  const { container, unmount } = await render(new Promise(() => {}));
  expect(container.querySelector('[role="status"]')?.getAttribute("aria-label")).toBe(
    "Loading articles",
  );
  await unmount();
});

test("posts show image, categories, title, excerpt, long date and reading time", async () => {
  const { container, unmount } = await render(Promise.resolve([post]));
  const text = container.textContent ?? "";
  const image = container.querySelector("img");
  expect(image?.getAttribute("alt")).toBe("An abstract cover");
  expect(image?.getAttribute("src")).toMatch(
    /^\/assets\/images\/blog\/borderline-results-[0-9a-f]{8}\.svg$/,
  );
  expect(image?.getAttribute("width")).toBe("1200");
  expect(text).toContain("Understanding the Test");
  expect(container.querySelector('a[href="/blog/borderline-results"]')?.textContent).toBe(
    post.title,
  );
  expect(text).toContain("What 52% means.");
  expect(text).toContain("September 29, 2026");
  expect(text).toContain("5 min read");
  await unmount();
});

test("the first card's cover is the page's main image; the first row is fetched at once, the rest lazily", async () => {
  const posts = Array.from({ length: 5 }, (_, i) => ({ ...post, id: `p${i}`, slug: `post-${i}` }));
  const { container, unmount } = await render(Promise.resolve(posts));
  const images = [...container.querySelectorAll("img")].map((image) => [
    image.getAttribute("loading"),
    image.getAttribute("fetchpriority"),
  ]);
  expect(images).toEqual([
    [null, "high"],
    [null, null],
    [null, null],
    ["lazy", null],
    ["lazy", null],
  ]);
  await unmount();
});

test("no posts: 'No Blog Posts Yet'", async () => {
  const { container, unmount } = await render([]);
  expect(container.textContent).toContain("No Blog Posts Yet");
  await unmount();
});

test("a failed load shows an error with a Retry that reloads the blog", async () => {
  const failing = Promise.reject(new Error("content service down"));
  failing.catch(() => {});
  const { container, unmount } = await render(failing);
  expect(container.querySelector('[role="alert"]')?.textContent).toContain(
    "We couldn't load the articles",
  );
  expect(container.querySelector('a[href="/blog"]')?.textContent).toBe("Retry");
  await unmount();
});
