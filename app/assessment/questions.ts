/**
 * The 60 statements (spec §3 "Question"): ids 1-12 Mind, 13-24 Energy, 25-36 Nature, 37-48 Tactics,
 * 49-60 Identity. Agreeing with an unreversed statement points to the pole that scores over 50:
 * Extraverted, Intuitive, Feeling, Perceiving, Assertive. Six of each twelve are reversed, so
 * agreeing with everything leaves every dimension near the middle. Ids name statements for
 * scoring and storage; the order people see them in is `testOrder`.
 */
export const dimensions = ["mind", "energy", "nature", "tactics", "identity"] as const;
export type Dimension = (typeof dimensions)[number];

export interface Question {
  id: number;
  text: string;
  dimension: Dimension;
  reversed: boolean;
}

type Row = [text: string, reversed: boolean];

const statements: Record<Dimension, Row[]> = {
  mind: [
    ["I enjoy meeting new people at parties and events.", false],
    ["After a busy day with others, I need quiet time alone to recharge.", true],
    ["I often start conversations with people I don't know.", false],
    ["I prefer to think things through before I say them.", true],
    ["In a group project, I like to talk ideas through out loud.", false],
    ["I would rather spend a free evening with a book than at a big gathering.", true],
    ["Spending time with a big group of friends gives me energy.", false],
    ["Keeping up small talk for a long time tires me out.", true],
    ["I am comfortable being the center of attention.", false],
    ["I prefer one-on-one conversations to group discussions.", true],
    ["I am usually the one who makes plans and invites friends.", false],
    ["I keep my feelings to myself until I know someone well.", true],
  ],
  energy: [
    ["I often daydream about ideas and possibilities.", false],
    ["I prefer clear, practical instructions to open-ended ones.", true],
    ["I enjoy discussing theories, even when they have no practical use.", false],
    ["I trust facts I can see and check more than hunches.", true],
    ["I often notice patterns or connections that other people miss.", false],
    ["I focus more on what is happening now than on the future.", true],
    ["I get bored when a task is all routine details.", false],
    ["I learn best by doing something with my hands, step by step.", true],
    ["I like imagining completely new ways of doing things.", false],
    ["When I describe something, I stick to the concrete details.", true],
    ["I enjoy stories and films that have hidden meanings.", false],
    ["I prefer tried-and-tested methods to experimenting.", true],
  ],
  nature: [
    ["When a friend is upset, I focus first on how they feel.", false],
    ["I make decisions based on logic more than on feelings.", true],
    ["I find it hard to give criticism that might hurt someone.", false],
    ["Being honest matters more to me than being tactful.", true],
    ["Other people's moods easily affect my own.", false],
    ["I enjoy a good debate, even when it gets heated.", true],
    ["Before I choose, I think about how the choice will affect everyone involved.", false],
    ["I judge an idea by whether it makes sense, not by who suggested it.", true],
    ["I would rather keep the peace than win an argument.", false],
    ["I stay calm and objective when the people around me get emotional.", true],
    ["I go out of my way to make people feel welcome.", false],
    ["Fair rules for everyone matter more to me than exceptions for individuals.", true],
  ],
  tactics: [
    ["I like to keep my plans flexible.", false],
    ["I make to-do lists and follow them.", true],
    ["I often start tasks at the last minute.", false],
    ["I feel uneasy when things are left undecided.", true],
    ["I enjoy being spontaneous, like taking an unplanned trip.", false],
    ["I keep my room and desk tidy and organized.", true],
    ["I often switch between tasks instead of finishing one first.", false],
    ["I like to plan my weekends in advance.", true],
    ["I adapt easily when plans change suddenly.", false],
    ["I finish my work before I let myself relax.", true],
    ["I prefer to keep my options open rather than decide early.", false],
    ["I like having the same routine every day.", true],
  ],
  identity: [
    ["I feel confident in my abilities.", false],
    ["I often worry that I have made the wrong decision.", true],
    ["I stay calm under pressure.", false],
    ["Criticism stays on my mind for a long time.", true],
    ["Once I make a choice, I stick with it without second-guessing.", false],
    ["I often feel stressed or anxious.", true],
    ["I bounce back quickly when things go wrong.", false],
    ["I compare myself to other people a lot.", true],
    ["I am happy with who I am.", false],
    ["My mood changes quickly depending on what happens to me.", true],
    ["I trust my own judgment even when others disagree.", false],
    ["I push myself hard because I am afraid of falling short.", true],
  ],
};

export const questions: readonly Question[] = dimensions.flatMap((dimension, d) =>
  statements[dimension].map(([text, reversed], i) => ({
    id: d * 12 + i + 1,
    text,
    dimension,
    reversed,
  })),
);

/**
 * The order of the test (departures #16): the same for everyone, never shuffled per visitor, so
 * any two results come from the same questionnaire. Every page of six holds all five dimensions
 * (one of them twice), three unreversed and three reversed statements, and no two neighbours,
 * across page breaks too, belong to the same dimension: blocks of one theme invite answering to
 * a pattern. Scoring keys answers by id, so the order changes nothing in a result.
 */
export const testOrder: readonly number[] = [
  [1, 25, 38, 14, 2, 49],
  [13, 37, 50, 16, 26, 3],
  [27, 51, 4, 28, 15, 40],
  [52, 39, 5, 18, 42, 29],
  [53, 17, 30, 54, 41, 6],
  [20, 7, 55, 31, 8, 44],
  [19, 32, 43, 22, 9, 56],
  [33, 10, 21, 34, 57, 46],
  [11, 45, 35, 58, 48, 24],
  [59, 36, 47, 60, 23, 12],
].flat();

const byId = new Map(questions.map((question) => [question.id, question]));

/** The statements in the order of the test. */
export const questionsInOrder: readonly Question[] = testOrder.map((id) => byId.get(id)!);

/** The statements of one zero-based page of the test. */
export function questionsOnPage(page: number, perPage: number): readonly Question[] {
  return questionsInOrder.slice(page * perPage, page * perPage + perPage);
}

/** The answer scale, 1 to 7 (spec §2 "/personality-test"). */
export const scale = [
  { value: 1, word: "Never" },
  { value: 2, word: "Rarely" },
  { value: 3, word: "Sometimes" },
  { value: 4, word: "Neutral" },
  { value: 5, word: "Often" },
  { value: 6, word: "Usually" },
  { value: 7, word: "Always" },
] as const;

export const scaleEnds = { low: "Strongly Disagree", high: "Strongly Agree" } as const;

export const dimensionNames: Record<Dimension, string> = {
  mind: "Mind",
  energy: "Energy",
  nature: "Nature",
  tactics: "Tactics",
  identity: "Identity",
};
