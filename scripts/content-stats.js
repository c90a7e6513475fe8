// Word counts of the writing in content/, per kind: type descriptions, type sections, blog posts
// and legal pages (the body text a reader sees; front matter and link addresses are not counted).
// `node scripts/content-stats.js` prints them; `npm run bench` includes them.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "content");

function bodyWords(file) {
  const text = fs.readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
  const prose = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function summary(files) {
  const counts = files.map(bodyWords).sort((a, b) => a - b);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return {
    files: counts.length,
    totalWords: total,
    minWords: counts[0] ?? 0,
    medianWords: counts[Math.floor(counts.length / 2)] ?? 0,
    maxWords: counts.at(-1) ?? 0,
  };
}

const markdown = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.join(dir, name))
    : [];

export function contentStats() {
  const typeDirs = fs
    .readdirSync(path.join(root, "types"))
    .map((name) => path.join(root, "types", name));
  const typeFiles = typeDirs.flatMap(markdown);
  return {
    "type descriptions": summary(typeFiles.filter((file) => file.endsWith("index.md"))),
    "type sections": summary(typeFiles.filter((file) => !file.endsWith("index.md"))),
    "blog posts": summary(markdown(path.join(root, "blog"))),
    "legal pages": summary(markdown(path.join(root, "legal"))),
  };
}

export function printContentStats(stats = contentStats()) {
  console.log(`| content | files | words | min | median | max |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const [kind, s] of Object.entries(stats))
    console.log(
      `| ${kind} | ${s.files} | ${s.totalWords} | ${s.minWords} | ${s.medianWords} | ${s.maxWords} |`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) printContentStats();
