import fc from "fast-check";
import { expect, test } from "vitest";
import { dotGapFor, dotGapPoints, spreadWord, stackDots, stripGeometry } from "./strips";

const at = (name: string, score: number) => ({ memberId: name.toLowerCase(), name, score });

test("dots far enough apart share the first row; close ones stack above each other", () => {
  const { dots, rows } = stackDots([at("Cy", 52), at("Ada", 10), at("Bo", 50), at("Di", 90)]);
  expect(rows).toBe(2);
  expect(dots.map((dot) => [dot.name, dot.score, dot.row])).toEqual([
    ["Ada", 10, 0],
    ["Bo", 50, 0],
    ["Cy", 52, 1],
    ["Di", 90, 0],
  ]);
});

test("the same scores stack in name order, whatever order they come in", () => {
  const team = [at("Eve", 40), at("Ada", 40), at("Cy", 40)];
  const forwards = stackDots(team);
  const backwards = stackDots([...team].reverse());
  expect(forwards).toEqual(backwards);
  expect(forwards.dots.map((dot) => [dot.name, dot.row])).toEqual([
    ["Ada", 0],
    ["Cy", 1],
    ["Eve", 2],
  ]);
});

test("a row is reused once the gap allows it again", () => {
  const { dots, rows } = stackDots([at("A", 0), at("B", 1), at("C", 2), at("D", 4.5), at("E", 6)]);
  expect(rows).toBe(3);
  expect(dots.map((dot) => dot.row)).toEqual([0, 1, 2, 0, 1]);
});

test("no dots, no rows", () => {
  expect(stackDots([])).toEqual({ dots: [], rows: 0 });
});

test("in any team, two dots in one row are at least the gap apart and no dot moves", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 200 }), (scores) => {
      const positions = scores.map((score, i) => at(`m${i}`, score));
      const { dots, rows } = stackDots(positions);
      expect(dots).toHaveLength(positions.length);
      expect(dots.map((dot) => dot.score).sort((a, b) => a - b)).toEqual(
        [...scores].sort((a, b) => a - b),
      );
      const byRow = new Map<number, number[]>();
      for (const dot of dots) byRow.set(dot.row, [...(byRow.get(dot.row) ?? []), dot.score]);
      expect(byRow.size).toBe(rows);
      for (const row of byRow.values())
        for (let i = 1; i < row.length; i++)
          expect(row[i]! - row[i - 1]!).toBeGreaterThanOrEqual(dotGapPoints);
    }),
  );
});

test("500 members at the same score stay within the strip's height", () => {
  const { rows } = stackDots(Array.from({ length: 500 }, (_, i) => at(`m${i}`, 50)));
  expect(rows).toBe(500);
  const { height, rowStep } = stripGeometry(rows);
  expect(height).toBeCloseTo(168);
  expect(rowStep).toBeGreaterThan(0);
  expect(stripGeometry(1)).toEqual({ rowStep: 14, height: 12 });
  expect(stripGeometry(3)).toEqual({ rowStep: 14, height: 40 });
});

test("the spread in words: one score has none, then close, moderate and wide", () => {
  expect(spreadWord(0, 1)).toBe("single");
  expect(spreadWord(0, 0)).toBe("single");
  expect(spreadWord(4.9, 3)).toBe("close");
  expect(spreadWord(9.99, 3)).toBe("close");
  expect(spreadWord(10, 3)).toBe("moderate");
  expect(spreadWord(19.9, 3)).toBe("moderate");
  expect(spreadWord(20, 3)).toBe("wide");
  expect(spreadWord(29, 500)).toBe("wide");
});

test("a large team's dots sit closer side by side: the full gap up to 100, 1 point from 450", () => {
  expect(dotGapFor(1)).toBe(dotGapPoints);
  expect(dotGapFor(100)).toBe(dotGapPoints);
  expect(dotGapFor(200)).toBe(2.25);
  expect(dotGapFor(450)).toBe(1);
  expect(dotGapFor(500)).toBe(1);
  const crowd = Array.from({ length: 500 }, (_, i) => at(`m${i}`, i % 101));
  expect(stackDots(crowd).rows).toBeLessThan(stackDots(crowd, dotGapPoints).rows);
});
