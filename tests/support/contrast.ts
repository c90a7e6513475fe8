import type { Page } from "playwright-core";

/**
 * WCAG AA contrast of text drawn over a CSS gradient, which axe-core leaves "to review" instead of
 * judging (its color-contrast rule needs one background colour). For every visible piece of text
 * with a gradient behind it (its own, or an ancestor's), each stop of that gradient is composited
 * with whatever half-transparent backgrounds lie between it and the text (a badge's white/15, say)
 * and with the text colour itself, and the ratio is measured against that stop. The minimum is
 * reached at a stop: a gradient runs between its stops in straight lines through the colour space,
 * along which lightness, and so contrast with a fixed colour, changes in one direction.
 *
 * The compositing is done by the browser on a 1 x 1 canvas, so every colour syntax the page uses
 * (hex, rgb() with alpha, oklab() from Tailwind's opacity modifiers) is read the way it paints.
 */
export interface GradientContrast {
  /** How many pieces of text over a gradient were measured. */
  checked: number;
  /** Those below AA: the text, its ratio, what it needed, and the stop it failed on. */
  failures: string[];
}

export async function gradientContrast(page: Page): Promise<GradientContrast> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;

    /** The opaque colour of these layers painted in order, the first over white. */
    function paint(layers: string[]): [number, number, number] {
      context.globalCompositeOperation = "source-over";
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = "rgba(0, 0, 0, 0)";
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    }

    function luminance([r, g, b]: [number, number, number]): number {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    }

    function ratio(a: [number, number, number], b: [number, number, number]): number {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    }

    const colourPattern =
      /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi;
    const isClear = (colour: string) =>
      colour === "transparent" || /^rgba\(0, 0, 0, 0\)$/.test(colour) || /\/\s*0\)$/.test(colour);

    type Layer = { solid: string } | { stops: string[] };

    /** What lies behind `element`, nearest first, down to the first opaque colour. */
    function backgrounds(element: Element): Layer[] {
      const layers: Layer[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        // A background image is painted over the same element's background colour.
        if (style.backgroundImage.includes("gradient(")) {
          const stops = style.backgroundImage.match(colourPattern) ?? [];
          if (stops.length) layers.push({ stops });
        }
        const colour = style.backgroundColor;
        if (!isClear(colour)) {
          layers.push({ solid: colour });
          if (paintsOpaque(colour)) break;
        }
      }
      return layers;
    }

    /** Whether a colour covers what is under it completely. */
    function paintsOpaque(colour: string): boolean {
      const under = paint(["#000000", colour]);
      const overWhite = paint([colour]);
      return under.every((value, index) => value === overWhite[index]);
    }

    /** Every way the layers can be painted: one stop of each gradient at a time. */
    function combinations(layers: Layer[]): { colours: string[]; stop: string }[] {
      let results: { colours: string[]; stop: string }[] = [{ colours: [], stop: "" }];
      // Painted from the back: the last layer found is the furthest one.
      for (const layer of [...layers].reverse()) {
        if ("solid" in layer) {
          results = results.map((r) => ({ ...r, colours: [...r.colours, layer.solid] }));
        } else {
          results = results.flatMap((r) =>
            layer.stops.map((stop) => ({ colours: [...r.colours, stop], stop })),
          );
        }
      }
      return results;
    }

    const failures: string[] = [];
    let checked = 0;
    for (const element of document.body.querySelectorAll("*")) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!text) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is clipped to a pixel; nothing is drawn.
      if (box.width <= 1 || box.height <= 1) continue;
      const layers = backgrounds(element);
      if (!layers.some((layer) => "stops" in layer)) continue;
      checked++;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      let worst: { value: number; stop: string } | undefined;
      for (const { colours, stop } of combinations(layers)) {
        const behind = paint(colours);
        const value = ratio(paint([...colours, style.color]), behind);
        if (!worst || value < worst.value) worst = { value, stop };
      }
      if (worst && worst.value < required)
        failures.push(
          `"${text.slice(0, 40)}" (${style.color}) is ${worst.value.toFixed(2)}:1 on the stop ${worst.stop}; AA needs ${required}:1`,
        );
    }
    return { checked, failures };
  });
}
