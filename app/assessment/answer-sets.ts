import { questions, type Dimension } from "./questions";
import { poles } from "./scoring";

/**
 * Answers that lead to a chosen type: for each dimension, full agreement with the statements that
 * point to the wanted pole and full disagreement with the others. `strength` (1-3) sets how far
 * from neutral each answer is. Used by tests and by the end-to-end suite.
 */
export function answersFor(type: string, strength: 1 | 2 | 3 = 3): Record<number, number> {
  const [code = "", identity = ""] = type.split("-");
  const wanted: Record<Dimension, string | undefined> = {
    mind: code[0],
    energy: code[1],
    nature: code[2],
    tactics: code[3],
    identity,
  };
  const answers: Record<number, number> = {};
  for (const question of questions) {
    const towardSecondPole = wanted[question.dimension] === poles[question.dimension][1].letter;
    const agree = towardSecondPole !== question.reversed;
    answers[question.id] = 4 + (agree ? strength : -strength);
  }
  return answers;
}
