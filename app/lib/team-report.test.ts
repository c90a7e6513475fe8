import fc from "fast-check";
import { expect, test } from "vitest";
import { teamReportFileName, teamReportPath } from "./team-report";

const day = new Date("2026-11-27T23:30:00Z");

test("the file name is the team's name in plain ASCII, with the day", () => {
  expect(teamReportFileName("Platform", day)).toBe("typeatlas-team-platform-2026-11-27.pdf");
  expect(teamReportFileName("  Équipe Données & Café  ", day)).toBe(
    "typeatlas-team-equipe-donnees-cafe-2026-11-27.pdf",
  );
  expect(teamReportFileName("فريق المنصة", day)).toBe("typeatlas-team-report-2026-11-27.pdf");
  expect(teamReportFileName('a"b\\c\r\nd;e', day)).toBe("typeatlas-team-a-b-c-d-e-2026-11-27.pdf");
  expect(teamReportFileName("x".repeat(80), day)).toBe(
    `typeatlas-team-${"x".repeat(40)}-2026-11-27.pdf`,
  );
  expect(teamReportPath("0b6c")).toBe("/teams/0b6c/report.pdf");
});

test("any name gives a file name safe in a Content-Disposition header", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 100, unit: "binary" }), (name) => {
      expect(teamReportFileName(name, day)).toMatch(
        /^typeatlas-team-[a-z0-9]+(-[a-z0-9]+)*-2026-11-27\.pdf$/,
      );
    }),
  );
});
