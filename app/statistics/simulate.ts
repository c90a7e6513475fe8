import { questions } from "~/assessment/questions";
import { createRandom } from "./bootstrap";

/**
 * Synthetic respondents from a latent model (decision 039), for `npm run stats:simulate` and
 * `npm run bench:stats`. Browser-safe and pure; never written to the default database.
 *
 * Each person has five independent traits ~ N(0, 1), one per dimension. A statement's answer is
 * round(4 + 1.5 * (loading * key * trait + sqrt(1 - loading^2) * noise)), noise ~ N(0, 1), rounded
 * half up and clipped to 1..7; key is +1 for a statement scored as written and -1 for a reversed
 * one. Loadings repeat 0.75, 0.70, 0.65, 0.60, 0.55, 0.50 through each dimension's twelve
 * statements (ids 1-6, 7-12, ...), which gives an alpha near 0.87 per dimension. The language is
 * drawn with the weights of `simulatedLocales`.
 */
export const simulatedLoadings = [0.75, 0.7, 0.65, 0.6, 0.55, 0.5] as const;

export const simulatedLocales: readonly (readonly [code: string, weight: number])[] = [
  ["en", 0.4],
  ["de", 0.1],
  ["es", 0.1],
  ["fr", 0.08],
  ["pt-BR", 0.08],
  ["ja", 0.06],
  ["ru", 0.06],
  ["zh-CN", 0.06],
  ["ar", 0.03],
  ["it", 0.03],
];

export interface SimulatedRespondent {
  /** 60 digits 1-7 in statement order. */
  answers: string;
  locale: string;
}

const traitOf = questions.map((q) =>
  ["mind", "energy", "nature", "tactics", "identity"].indexOf(q.dimension),
);

/** `count` respondents; the same seed gives the same people. */
export function* simulateRespondents(count: number, seed = 2026): Generator<SimulatedRespondent> {
  const next = createRandom(seed);
  // (0, 1]: never 0, so the logarithm below is finite.
  const uniform = () => (next() + 1) / 4294967296;
  let spare: number | null = null;
  const normal = () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    // Box-Muller: two independent normals from two uniforms.
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  const traits = new Float64Array(5);
  for (let p = 0; p < count; p++) {
    for (let d = 0; d < 5; d++) traits[d] = normal();
    let answers = "";
    for (const [i, question] of questions.entries()) {
      const loading = simulatedLoadings[i % simulatedLoadings.length]!;
      const key = question.reversed ? -1 : 1;
      const latent = loading * key * traits[traitOf[i]!]! + Math.sqrt(1 - loading ** 2) * normal();
      answers += String(Math.min(7, Math.max(1, Math.floor(4 + 1.5 * latent + 0.5))));
    }
    let pick = uniform();
    let locale = simulatedLocales[0]![0];
    for (const [code, weight] of simulatedLocales) {
      locale = code;
      if ((pick -= weight) <= 0) break;
    }
    yield { answers, locale };
  }
}
