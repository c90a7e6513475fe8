import fc from "fast-check";
import { expect, test } from "vitest";
import { packMembers, sharedResultsOf, unpackMembers } from "./overview-data";

const scores = fc.record({
  mind: fc.integer({ min: 0, max: 100 }),
  energy: fc.integer({ min: 0, max: 100 }),
  nature: fc.integer({ min: 0, max: 100 }),
  tactics: fc.integer({ min: 0, max: 100 }),
  identity: fc.integer({ min: 0, max: 100 }),
});

test("members packed for the page come back as they were, in order, keyed by their place", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          name: fc.string(),
          shared: fc.option(fc.record({ type: fc.constantFrom("INTJ-A", "ESFP-T"), scores })),
        }),
        { maxLength: 40 },
      ),
      (members) => {
        const unpacked = unpackMembers(packMembers(members));
        expect(unpacked).toEqual(
          members.map((member, index) => ({ id: String(index), ...member })),
        );
      },
    ),
  );
});

test("only members who share count as results", () => {
  const members = unpackMembers(
    packMembers([
      { name: "Ada", shared: null },
      {
        name: "Bo",
        shared: {
          type: "ENFP-T",
          scores: { mind: 80, energy: 70, nature: 60, tactics: 75, identity: 30 },
        },
      },
    ]),
  );
  expect(sharedResultsOf(members)).toEqual([
    {
      memberId: "1",
      name: "Bo",
      type: "ENFP-T",
      dimensions: { mind: 80, energy: 70, nature: 60, tactics: 75, identity: 30 },
    },
  ]);
});
