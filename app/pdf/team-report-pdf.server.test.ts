import { inflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { dimensions } from "~/assessment/questions";
import { poleOf } from "~/assessment/scoring";
import { serverTranslate } from "~/i18n/messages.server";
import { typeNameIn } from "~/i18n/profiles.server";
import { teamComposition, type SharedResult } from "~/teams/composition";
import { teamSummary } from "~/teams/summary";
import { comparable, pdfInfo, pdfPages, pdfPlacedText } from "../../tests/support/pdf";
import { buildTeamReportPdf } from "./team-report-pdf.server";

const date = new Date("2026-11-27T10:00:00Z");

/** A member's result from five scores, with the type they give. */
function result(name: string, index: number): SharedResult {
  const scores = {
    mind: (index * 37 + 20) % 101,
    energy: (index * 53 + 60) % 101,
    nature: (index * 29 + 35) % 101,
    tactics: (index * 71 + 45) % 101,
    identity: (index * 17 + 70) % 101,
  };
  const code = (["mind", "energy", "nature", "tactics"] as const)
    .map((dimension) => poleOf(dimension, scores[dimension]).letter)
    .join("");
  return {
    memberId: `member-${index}`,
    name,
    type: `${code}-${poleOf("identity", scores.identity).letter}`,
    dimensions: scores,
  };
}

const team = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay"].map(result);

/** The PDF's streams that inflate, as text: its pages' drawing operators among them. */
const drawing = (bytes: Uint8Array) =>
  [
    ...Buffer.from(bytes)
      .toString("latin1")
      .matchAll(/stream\n([\s\S]*?)\nendstream/g),
  ]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n");

test("an English report has the team, who shared, the types, groups, strips, the summary, the note and every result", async () => {
  const t = serverTranslate("en");
  const bytes = await buildTeamReportPdf({
    locale: "en",
    teamName: "Platform",
    members: 8,
    results: team,
    date,
  });
  const pages = await pdfPages(bytes);
  const text = comparable(pages.join(""));
  const composition = teamComposition(team);
  const summary = teamSummary(composition, { members: 8 })!;
  for (const expected of [
    t("teamView:report.title"),
    "Platform",
    t("teamView:report.made", { when: date }),
    t("teamView:report.shared", { shared: 6, members: 8 }),
    "6 members have shared a result, of 8 members in the team.",
    t("teamView:report.types"),
    typeNameIn("INTJ", "en"),
    t("teamView:report.group", { group: "Analyst", count: composition.groups.Analyst }),
    t("teamView:report.identities", {
      assertive: composition.identities.A,
      turbulent: composition.identities.T,
    }),
    t("teamView:summary.title"),
    t("teamView:summary.dimension", {
      dimension: "Tactics",
      first: "Judging",
      second: "Perceiving",
    }),
    ...summary.overview,
    ...summary.dimensions.flatMap((part) => part.paragraphs),
    ...summary.limits,
    t("teamView:report.measures"),
    t("teamView:report.positions"),
    t("teamView:report.footer", { when: date }),
  ])
    expect(text).toContain(comparable(expected));
  for (const member of team)
    expect(text).toContain(
      comparable(
        [member.name, member.type, ...dimensions.map((d) => member.dimensions[d])].join(""),
      ),
    );
  expect(text).toContain(
    comparable(
      "Mind: Introverted 3, near the middle 0, Extraverted 3. Mean 45, standard deviation 31.",
    ),
  );
  // Six of the sixteen cells hold a member, and the rest say none.
  expect(pages.join(" ").match(/\bnone\b/g)?.length).toBe(
    Object.values(composition.types).filter((count) => count === 0).length,
  );
  expect(pages.join("").match(/[\p{Cc}\ufffd]/gu)).toBeNull();
  expect(await pdfInfo(bytes)).toEqual({
    language: "en",
    title: "Team report: Platform",
    creator: "TypeAtlas",
  });
  // An English document marks no span as another language.
  expect(drawing(bytes)).not.toMatch(/\/Lang \(en\)/);
});

describe.each([
  ["ar", "فريق المنصة"],
  ["he", "צוות הפלטפורמה"],
  ["ja", "プラットフォームチーム"],
  ["zh-CN", "平台团队"],
  ["hi", "प्लेटफ़ॉर्म टीम"],
  ["ru", "Команда платформы"],
])("the %s report", (locale, teamName) => {
  test("is in its language, with names in any script as text and the summary marked as English", async () => {
    const names = ["Сара", "سارة", "מרים", "さくら", "李雷", "Zoë"];
    const results = names.map(result);
    const bytes = await buildTeamReportPdf({ locale, teamName, members: 6, results, date });
    const pages = await pdfPages(bytes);
    const text = comparable(pages.join(""));
    const t = serverTranslate(locale);
    expect(text).toContain(comparable(teamName));
    for (const name of names) expect(text).toContain(comparable(name));
    expect(text).toContain(comparable(typeNameIn("ENFP", locale)));
    expect(text).toContain(comparable(t("results:dimension.energy")));
    const summary = teamSummary(teamComposition(results))!;
    expect(text).toContain(comparable(summary.dimensions[2]!.paragraphs[0]!));
    expect(pages.join("").match(/[\p{Cc}\ufffd]/gu)).toBeNull();
    expect((await pdfInfo(bytes)).language).toBe(locale);
    expect(drawing(bytes)).toMatch(/\/Span <<\s*\/Lang \(en\)\s*>> BDC/);
  });
});

test("under three shared results the report says a summary needs three; with none, it charts nothing", async () => {
  const t = serverTranslate("en");
  const two = comparable(
    (
      await pdfPages(
        await buildTeamReportPdf({
          locale: "en",
          teamName: "Pair",
          members: 4,
          results: team.slice(0, 2),
          date,
        }),
      )
    ).join(""),
  );
  expect(two).toContain(comparable(t("teamView:report.noSummary")));
  expect(two).toContain(comparable(t("teamView:report.types")));
  expect(two).not.toContain(comparable(t("teamView:summary.overview")));

  const none = comparable(
    (
      await pdfPages(
        await buildTeamReportPdf({ locale: "en", teamName: "New", members: 3, results: [], date }),
      )
    ).join(""),
  );
  expect(none).toContain(comparable(t("teamView:report.shared", { shared: 0, members: 3 })));
  expect(none).toContain(comparable(t("teamView:report.noResults")));
  expect(none).toContain(comparable(t("teamView:report.measures")));
  for (const absent of ["report.types", "report.dimensions", "report.positions"] as const)
    expect(none).not.toContain(comparable(t(`teamView:${absent}`)));
});

test("a team of 500 breaks into pages: nothing below the margin, each row whole on one page under the header", async () => {
  const results = Array.from({ length: 500 }, (_, index) =>
    result(`Member ${String(index).padStart(3, "0")}`, index),
  );
  const bytes = await buildTeamReportPdf({
    locale: "en",
    teamName: "Everyone",
    members: 500,
    results,
    date,
  });
  const pages = await pdfPlacedText(bytes);
  expect(pages.length).toBeGreaterThan(10);
  const margin = 48;
  for (const [index, page] of pages.entries())
    for (const item of page.items) {
      expect(item.y, `page ${index + 1}: "${item.text}"`).toBeGreaterThan(margin);
      expect(item.y, `page ${index + 1}: "${item.text}"`).toBeLessThan(page.height - margin + 4);
    }
  const first = pages.findIndex((page) =>
    page.items.some((item) => item.text === "Members and their scores"),
  );
  expect(first).toBeGreaterThan(0);
  const tablePages = pages.slice(first);
  const seen = new Map<string, number>();
  for (const page of tablePages) {
    // The header row starts every page of the table (after the table's heading on its first).
    const rows = page.items.filter((item) => /^Member \d{3}$/.test(item.text));
    if (rows.length === 0) continue;
    const header = page.items.find((item) => item.text === "Name");
    expect(header).toBeDefined();
    expect(header!.y).toBeLessThan(Math.min(...rows.map((row) => row.y)));
    for (const row of rows) {
      seen.set(row.text, (seen.get(row.text) ?? 0) + 1);
      // The row's type and identity score are on the same page and the same line.
      const member = results[Number(row.text.slice(-3))]!;
      const line = page.items.filter((item) => Math.abs(item.y - row.y) < 1);
      expect(line.map((item) => item.text)).toEqual([
        row.text,
        member.type,
        ...dimensions.map((d) => String(member.dimensions[d])),
      ]);
    }
  }
  expect(seen.size).toBe(500);
  expect([...seen.values()].every((count) => count === 1)).toBe(true);
  // Sorted by name: the first and last of the table.
  const names = tablePages.flatMap((page) =>
    page.items.filter((item) => /^Member \d{3}$/.test(item.text)).map((item) => item.text),
  );
  expect(names[0]).toBe("Member 000");
  expect(names.at(-1)).toBe("Member 499");
});
