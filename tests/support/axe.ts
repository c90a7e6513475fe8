import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical axe violations on the page as it is now (needs a context with bypassCSP). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
      );
  });
}
