import { expect, test } from "vitest";
import { serverTranslate } from "~/i18n/messages.server";
import { parseSubmission } from "~/lib/forms";
import {
  addressesIn,
  makeDeleteTeamSchema,
  makeInviteSchema,
  makeTeamSchema,
} from "./team-schemas";

const t = serverTranslate("en");

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The messages of a refused form, by field (none for an accepted one). */
const errors = (submission: { status?: string; error?: unknown }) =>
  ("error" in submission ? submission.error : undefined) as Record<string, string[]> | undefined;

test("addresses are split on commas, semicolons, spaces and new lines", () => {
  expect(addressesIn(" a@x.org, b@x.org;c@x.org\n\td@x.org  ")).toEqual([
    "a@x.org",
    "b@x.org",
    "c@x.org",
    "d@x.org",
  ]);
  expect(addressesIn(" ,; \n")).toEqual([]);
});

test("the invitation form takes up to 20 distinct addresses, lower-cased, and names the wrong ones", () => {
  const schema = makeInviteSchema(t);
  const ok = parseSubmission(form({ emails: "Ann@X.org ann@x.org\nbo@x.org" }), schema);
  expect(ok.status).toBe("success");
  expect(ok.status === "success" && ok.value.emails).toEqual(["ann@x.org", "bo@x.org"]);

  const wrong = parseSubmission(form({ emails: "ann@x.org, nope, also wrong@" }), schema);
  expect(errors(wrong)?.emails).toEqual([
    "These do not look like e-mail addresses: nope, also, wrong@",
  ]);
  const blank = parseSubmission(form({ emails: " ;, " }), schema);
  expect(errors(blank)?.emails).toEqual(["Please enter at least one e-mail address."]);
  const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.org`).join(" ");
  expect(errors(parseSubmission(form({ emails: many }), schema))?.emails).toEqual([
    "Please send at most 20 invitations at a time.",
  ]);
});

test("a team's name is 1 to 80 characters after trimming; its description up to 500, optional", () => {
  const schema = makeTeamSchema(t);
  const ok = parseSubmission(form({ name: "  Platform " }), schema);
  expect(ok.status === "success" && ok.value).toEqual({ name: "Platform", description: "" });
  expect(errors(parseSubmission(form({ name: "x".repeat(81) }), schema))?.name).toEqual([
    "A team's name can have at most 80 characters.",
  ]);
  expect(
    errors(parseSubmission(form({ name: "x", description: "d".repeat(501) }), schema))?.description,
  ).toEqual(["The description can have at most 500 characters."]);
});

test("deleting asks for the team's name, spaces and letter case aside", () => {
  const schema = makeDeleteTeamSchema(t, "Platform Team");
  expect(parseSubmission(form({ confirmName: " platform team " }), schema).status).toBe("success");
  expect(errors(parseSubmission(form({ confirmName: "Platform" }), schema))?.confirmName).toEqual([
    "Type the team's name exactly as shown to confirm.",
  ]);
});
