// @vitest-environment happy-dom
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { expect, test } from "vitest";
import { Table, Td, Th } from "./table";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders `element` and returns what `run` reads from the markup. */
async function rendered<T>(element: ReactNode, run: (container: HTMLElement) => T): Promise<T> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  const result = run(container);
  await act(async () => root.unmount());
  container.remove();
  return result;
}

const rows = (
  <>
    <thead>
      <tr>
        <Th scope="col">Type</Th>
        <Th scope="col" numeric>
          Results
        </Th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <Th scope="row">INTJ</Th>
        <Td numeric>60</Td>
      </tr>
    </tbody>
  </>
);

test("the scrolling region takes focus and, with the table, is named by the visible caption above it", async () => {
  const found = await rendered(<Table caption="Results per type">{rows}</Table>, (container) => {
    const region = container.querySelector('[role="region"]')!;
    const table = container.querySelector("table")!;
    const namedBy = container.ownerDocument.getElementById(region.getAttribute("aria-labelledby")!);
    return {
      tabIndex: region.getAttribute("tabindex"),
      name: namedBy?.textContent,
      tableNamedBySame: table.getAttribute("aria-labelledby") === namedBy?.id,
      // Outside the part that scrolls, so a narrow screen shows all of it.
      captionScrolls: region.contains(namedBy),
      captionHidden: namedBy?.classList.contains("sr-only"),
    };
  });
  expect(found).toEqual({
    tabIndex: "0",
    name: "Results per type",
    tableNamedBySame: true,
    captionScrolls: false,
    captionHidden: false,
  });
});

test("a label names the region instead, and a hidden caption stays for screen readers", async () => {
  const found = await rendered(
    <Table label="Types" caption="How many results came out as each type" captionHidden>
      {rows}
    </Table>,
    (container) => {
      const region = container.querySelector('[role="region"]')!;
      const caption = container.querySelector("caption")!;
      return {
        label: region.getAttribute("aria-label"),
        labelledBy: region.getAttribute("aria-labelledby"),
        caption: caption.textContent,
        captionHidden: caption.classList.contains("sr-only"),
      };
    },
  );
  expect(found).toEqual({
    label: "Types",
    labelledBy: null,
    caption: "How many results came out as each type",
    captionHidden: true,
  });
});

test("header cells say what they head, and figures line up at the end of the line in either direction", async () => {
  const found = await rendered(<Table caption="Results per type">{rows}</Table>, (container) =>
    [...container.querySelectorAll("th, td")].map((cell) => [
      cell.tagName,
      cell.getAttribute("scope"),
      cell.classList.contains("text-end") ? "end" : "start",
    ]),
  );
  expect(found).toEqual([
    ["TH", "col", "start"],
    ["TH", "col", "end"],
    ["TH", "row", "start"],
    ["TD", null, "end"],
  ]);
});
