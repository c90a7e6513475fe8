// Draws the site's own illustrations as SVG: two per type (a card for lists, a square badge for
// navigation) from the type's letters and its category colour, and one cover per blog post. The
// output is committed under public/images/; run `node scripts/illustrations.js` after adding a post.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

const root = path.resolve(import.meta.dirname, "..");
const out = (...parts) => path.join(root, "public", "images", ...parts);

const palette = {
  Analyst: { strong: "#7b3fc4", soft: "#f3ecfc", mid: "#b48ae6" },
  Diplomat: { strong: "#187a47", soft: "#e8f6ee", mid: "#7cc9a0" },
  Sentinel: { strong: "#2563c9", soft: "#e8f0fc", mid: "#89adea" },
  Explorer: { strong: "#b0500a", soft: "#fdf0e4", mid: "#eaa46e" },
};

// Every combination of the four letter pairs: the sixteen types.
const codes = ["EI", "NS", "FT", "JP"].reduce(
  (prefixes, pair) => prefixes.flatMap((prefix) => [...pair].map((letter) => prefix + letter)),
  [""],
);

function categoryOf(code) {
  if (code[1] === "N") return code[2] === "T" ? "Analyst" : "Diplomat";
  return code[3] === "J" ? "Sentinel" : "Explorer";
}

/** One motif per letter, drawn in a 100 x 100 cell. */
function motif(letter, position, color) {
  switch (`${position}${letter}`) {
    case "0I": // one still centre
      return `<circle cx="50" cy="50" r="30" fill="${color}"/>`;
    case "0E": // rings reaching outward
      return [34, 24, 14]
        .map(
          (r) =>
            `<circle cx="50" cy="50" r="${r}" fill="none" stroke="${color}" stroke-width="6"/>`,
        )
        .join("");
    case "1N": // a constellation: points joined into a pattern
      return (
        `<path d="M18 70 L40 30 L62 58 L84 22" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
        [
          [18, 70],
          [40, 30],
          [62, 58],
          [84, 22],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${color}"/>`)
          .join("")
      );
    case "1S": // a grid of solid blocks: what is there
      return [20, 42, 64]
        .flatMap((x) =>
          [20, 42, 64].map(
            (y) => `<rect x="${x}" y="${y}" width="16" height="16" rx="3" fill="${color}"/>`,
          ),
        )
        .join("");
    case "2T": // a triangle: structure and logic
      return `<path d="M50 16 L86 82 L14 82 Z" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>`;
    case "2F": // a wave: feeling and response
      return `<path d="M10 50 C 25 20, 40 20, 50 50 S 75 80, 90 50" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;
    case "3J": // aligned bars: order and plan
      return [24, 44, 64]
        .map((y) => `<rect x="18" y="${y}" width="64" height="12" rx="6" fill="${color}"/>`)
        .join("");
    case "3P": // staggered bars: options left open
      return [
        [12, 22, 48],
        [34, 44, 54],
        [20, 66, 40],
      ]
        .map(
          ([x, y, w]) =>
            `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="${color}"/>`,
        )
        .join("");
    default:
      throw new Error(`no motif for ${letter} at ${position}`);
  }
}

function cells(code, color, size, gap) {
  return [...code].map((letter, index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const scale = size / 100;
    return `<g transform="translate(${col * (size + gap)} ${row * (size + gap)}) scale(${scale})">${motif(letter, index, color)}</g>`;
  });
}

function typeCard(code) {
  const colors = palette[categoryOf(code)];
  const motifs = [...code].map(
    (letter, index) =>
      `<g transform="translate(${30 + index * 88} 70)">${motif(letter, index, index % 2 ? colors.mid : colors.strong)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">
<rect width="400" height="240" fill="${colors.soft}"/>
<circle cx="360" cy="20" r="90" fill="${colors.mid}" opacity="0.25"/>
<circle cx="30" cy="230" r="70" fill="${colors.mid}" opacity="0.2"/>
${motifs.join("\n")}
</svg>
`;
}

function typeBadge(code) {
  const colors = palette[categoryOf(code)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" rx="32" fill="${colors.strong}"/>
<g transform="translate(24 24)">${cells(code, "#ffffff", 52, 8).join("")}</g>
</svg>
`;
}

/** A cover from the post's slug (shapes placed by a hash) in its first category's colour. */
function blogCover(slug, category) {
  const colors = palette[category] ?? palette.Analyst;
  const bytes = crypto.createHash("sha256").update(slug).digest();
  const shapes = [];
  for (let i = 0; i < 9; i++) {
    const x = 80 + (bytes[i * 3] / 255) * 1040;
    const y = 60 + (bytes[i * 3 + 1] / 255) * 510;
    const r = 30 + (bytes[i * 3 + 2] / 255) * 110;
    const fill = i % 3 === 0 ? "#ffffff" : colors.mid;
    const opacity = (0.18 + (bytes[i + 27] / 255) * 0.3).toFixed(2);
    shapes.push(
      i % 2
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${(x - r).toFixed(0)}" y="${(y - r / 3).toFixed(0)}" width="${(r * 2).toFixed(0)}" height="${(r / 1.5).toFixed(0)}" rx="${(r / 3).toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.strong}"/><stop offset="1" stop-color="#1f1147"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
${shapes.join("\n")}
</svg>
`;
}

// Blog categories are drawn in the colour of the type family their subject is closest to.
const blogPalette = {
  "understanding-the-test": "Analyst",
  "the-five-dimensions": "Sentinel",
  "work-and-careers": "Explorer",
  relationships: "Diplomat",
  "personal-growth": "Diplomat",
};

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

let written = 0;
for (const code of codes) {
  written += write(out("types", `${code.toLowerCase()}-card.svg`), typeCard(code));
  written += write(out("types", `${code.toLowerCase()}-badge.svg`), typeBadge(code));
}
const blogDir = path.join(root, "content", "blog");
for (const name of fs.readdirSync(blogDir).filter((file) => file.endsWith(".md"))) {
  const source = fs.readFileSync(path.join(blogDir, name), "utf8");
  const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") ?? {};
  const slug = front.slug ?? name.replace(/\.md$/, "");
  written += write(out("blog", `${slug}.svg`), blogCover(slug, blogPalette[front.categories?.[0]]));
}
console.log(`Illustrations up to date (${written} file${written === 1 ? "" : "s"} written).`);
