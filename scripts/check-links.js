// `npm test`'s link check: every relative link in the README and the documents under docs/ points
// at a file of the repository, and a `#section` part at a heading of that file; every decision
// record that the code names by its path exists. Links to other sites are not followed (the check
// runs offline).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{Letter}\p{Number}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown) {
  return new Set(
    markdown
      .split("\n")
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => headingAnchor(line.replace(/^#+\s*/, ""))),
  );
}

/** The link targets of a Markdown text, outside code blocks and code spans. */
export function linkTargets(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const reference = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...reference].map((match) => match[1]);
}

/**
 * The broken relative links of `files` (paths relative to `root`), as "file: link (reason)".
 */
export function brokenLinks(root, files) {
  const broken = [];
  for (const file of files) {
    const markdown = fs.readFileSync(path.join(root, file), "utf8");
    for (const target of linkTargets(markdown)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
      const [pathPart, anchor] = target.split("#");
      const resolved = pathPart
        ? path.resolve(root, path.dirname(file), decodeURIComponent(pathPart))
        : path.join(root, file);
      const relative = path.relative(root, resolved);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        broken.push(`${file}: ${target} (outside the repository)`);
      } else if (!fs.existsSync(resolved)) {
        broken.push(`${file}: ${target} (no such file)`);
      } else if (
        anchor &&
        resolved.endsWith(".md") &&
        !anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor)
      ) {
        broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/. */
export function documents(root) {
  const found = ["README.md"];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) found.push(relative);
    }
  };
  walk("docs");
  return found;
}

/** Decision records named by path (`docs/decisions/001-stack-and-pins.md`) in `files` that do not exist. */
export function missingRecords(root, files) {
  const missing = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [record] of text.matchAll(/docs\/decisions\/[\w.-]+\.md/g)) {
      if (!fs.existsSync(path.join(root, record)))
        missing.push(`${file}: ${record} (no such decision record)`);
    }
  }
  return missing;
}

/** The code and configuration that may name a decision record: app, server, scripts, tests, root files. */
export function sources(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|js)$/.test(entry.name) && !entry.name.includes(".test."))
        found.push(relative);
    }
  };
  for (const dir of ["app", "server", "scripts", "tests"]) walk(dir);
  for (const entry of fs.readdirSync(root, { withFileTypes: true }))
    if (entry.isFile() && /\.(ts|js)$/.test(entry.name)) found.push(entry.name);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const files = documents(root);
  const broken = [...brokenLinks(root, files), ...missingRecords(root, sources(root))];
  for (const line of broken) console.error(`Broken link in ${line}`);
  if (broken.length > 0) process.exit(1);
  console.log(`Links: every relative link in ${files.length} documents resolves.`);
}
