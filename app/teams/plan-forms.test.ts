import { expect, test } from "vitest";
import { parseSubmission } from "~/lib/forms";
import { englishTranslate } from "../../tests/support/english";
import { buySchema, seatChangeSchema, seatPreviewSchema } from "./plan-forms";

const t = englishTranslate();

function seatsOf(schema: Parameters<typeof parseSubmission>[1], fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseSubmission(form, schema);
  return submission.status === "success"
    ? { value: submission.value }
    : { error: submission.error?.seats?.[0] ?? Object.values(submission.error ?? {})[0]?.[0] };
}

test("a number of seats from 6 to 500 is read as a number", () => {
  expect(seatsOf(buySchema(t, 2), { seats: "12" })).toEqual({ value: { seats: 12 } });
  expect(seatsOf(buySchema(t, 2), { seats: " 6 " })).toEqual({ value: { seats: 6 } });
  expect(seatsOf(seatPreviewSchema(t), { seats: "500" })).toEqual({ value: { seats: 500 } });
});

test.each([
  ["", "Enter the number of seats as a whole number from 6 to 500."],
  ["twelve", "Enter the number of seats as a whole number from 6 to 500."],
  ["1e3", "Enter the number of seats as a whole number from 6 to 500."],
  ["7.5", "Enter a whole number of seats, with no fraction."],
  ["0", "Choose at least 6 seats: a free team already holds 5 members."],
  ["-3", "Choose at least 6 seats: a free team already holds 5 members."],
  ["501", "A team can have at most 500 seats."],
])("buying %j seats is refused with a sentence that says what to type", (seats, message) => {
  expect(seatsOf(buySchema(t, 3), { seats })).toEqual({ error: message });
});

test("a team bigger than the free one buys at least a seat for each member", () => {
  expect(seatsOf(buySchema(t, 9), { seats: "8" })).toEqual({
    error: "The team has 9 members, so choose at least 9 seats.",
  });
  expect(seatsOf(buySchema(t, 9), { seats: "9" })).toEqual({ value: { seats: 9 } });
});

test("a change may go below the members (nobody is removed), never below 6", () => {
  expect(seatsOf(seatPreviewSchema(t), { seats: "6" })).toEqual({ value: { seats: 6 } });
  expect(seatsOf(seatPreviewSchema(t), { seats: "5" }).error).toMatch(/at least 6 seats/);
});

test("a confirmation whose hidden fields were tampered with asks for the change to be reviewed again", () => {
  const again = "Please review the change again and confirm it from there.";
  expect(seatsOf(seatChangeSchema(t), { seats: "20", from: "12", prorationDate: "x" }).error).toBe(
    again,
  );
  expect(
    seatsOf(seatChangeSchema(t), { seats: "20", from: "12", prorationDate: "1900000000" }),
  ).toEqual({ value: { seats: 20, from: 12, prorationDate: 1900000000 } });
});
