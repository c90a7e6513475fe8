import { expect, test } from "vitest";
import { imageFromReference, portableToRich } from "./portable-text";

const project = { projectId: "abc123", dataset: "production" };

test("image addresses are built from the asset reference's id, size and format", () => {
  expect(imageFromReference("image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg", project)).toEqual({
    src: "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg",
    width: 2000,
    height: 3000,
  });
  expect(imageFromReference("file-abc-pdf", project)).toBeNull();
});

test("Portable Text blocks map to rich blocks; unknown kinds and unsafe links are dropped", () => {
  const rich = portableToRich(
    [
      { _type: "block", style: "h2", children: [{ _type: "span", text: "Title" }] },
      {
        _type: "block",
        style: "normal",
        markDefs: [
          { _key: "l1", _type: "link", href: "https://example.org" },
          { _key: "l2", _type: "link", href: "javascript:alert(1)" },
        ],
        children: [
          { _type: "span", text: "Bold", marks: ["strong"] },
          { _type: "span", text: " link", marks: ["l1", "em"] },
          { _type: "span", text: " bad", marks: ["l2"] },
        ],
      },
      { _type: "block", listItem: "bullet", children: [{ _type: "span", text: "a" }] },
      { _type: "block", listItem: "bullet", children: [{ _type: "span", text: "b" }] },
      { _type: "block", style: "blockquote", children: [{ _type: "span", text: "ignored" }] },
      { _type: "code", children: [] },
      { _type: "image", asset: { _ref: "image-abc-10x20-png" }, alt: "A chart" },
    ],
    project,
  );
  expect(rich).toEqual([
    { type: "heading", level: 2, spans: [{ text: "Title" }] },
    {
      type: "paragraph",
      spans: [
        { text: "Bold", bold: true },
        { text: " link", italic: true, href: "https://example.org" },
        { text: " bad" },
      ],
    },
    { type: "list", ordered: false, items: [[{ text: "a" }], [{ text: "b" }]] },
    {
      type: "image",
      src: "https://cdn.sanity.io/images/abc123/production/abc-10x20.png",
      width: 10,
      height: 20,
      alt: "A chart",
    },
  ]);
});
