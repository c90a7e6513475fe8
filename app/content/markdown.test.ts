import { expect, test } from "vitest";
import { markdownToRich } from "./markdown";

const options = { imageSize: () => ({ width: 400, height: 240 }) };
const parse = (markdown: string) => markdownToRich(markdown, options);

test("headings h1 to h4, paragraphs, lists, links and emphasis become rich blocks", () => {
  const blocks = parse(
    [
      "# One",
      "## Two",
      "### Three",
      "#### Four",
      "",
      "Plain **bold** and *italic* with [a link](/blog) and [another](https://example.org/x).",
      "",
      "- first item",
      "- second **item**",
      "",
      "1. one",
      "2. two",
    ].join("\n"),
  );
  expect(blocks.slice(0, 4).map((block) => block.type === "heading" && block.level)).toEqual([
    1, 2, 3, 4,
  ]);
  expect(blocks[4]).toEqual({
    type: "paragraph",
    spans: [
      { text: "Plain " },
      { text: "bold", bold: true },
      { text: " and " },
      { text: "italic", italic: true },
      { text: " with " },
      { text: "a link", href: "/blog" },
      { text: " and " },
      { text: "another", href: "https://example.org/x" },
      { text: "." },
    ],
  });
  expect(blocks[5]).toEqual({
    type: "list",
    ordered: false,
    items: [[{ text: "first item" }], [{ text: "second " }, { text: "item", bold: true }]],
  });
  expect(blocks[6]).toMatchObject({ type: "list", ordered: true });
});

test("an image standing alone keeps its alt text and gets its file's size", () => {
  expect(parse("![Two overlapping circles](/images/blog/x.svg)")).toEqual([
    {
      type: "image",
      src: "/images/blog/x.svg",
      alt: "Two overlapping circles",
      width: 400,
      height: 240,
    },
  ]);
});

test.each([
  ["a block of raw HTML", "<script>alert(1)</script>", /raw HTML is not allowed/],
  ["inline raw HTML", "Hello <img src=x onerror=alert(1)> there", /raw HTML is not allowed/],
  [
    "a javascript: link",
    "[click](javascript:alert(1))",
    /must be a same-site path or an https address/,
  ],
  [
    "a plain-http link",
    "[click](http://example.org)",
    /must be a same-site path or an https address/,
  ],
  ["an image without alt text", "![](/images/x.svg)", /needs alt text/],
  ["an image from another site", "![A cat](https://example.org/cat.png)", /never another site's/],
  ["a code block", "```\ncode\n```", /code blocks are not supported/],
  ["a heading deeper than h4", "##### Five", /heading level 5/],
  ["a nested list", "- one\n  - nested", /no nested lists/],
])("%s is rejected, never passed through", (_label, markdown, message) => {
  expect(() => parse(markdown)).toThrow(message);
});

test("a rejected construct names the line it is on", () => {
  expect(() => parse("Fine.\n\nStill fine.\n\n<div>no</div>")).toThrow(/^line 5: /);
});
