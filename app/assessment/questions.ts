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
  dimension: Dimension;
  reversed: boolean;
}

/**
 * The statements' English words, by id. Only the server reads them (app/i18n/statements.server.ts
 * sends a page its statements in its language), so no statement's text is part of the browser's
 * code. In each dimension every second statement, the even ids, is reversed (see `questions`).
 */
export const englishStatements: Readonly<Record<number, string>> = {
  // Mind: agreeing points to Extraverted.
  1: "I enjoy meeting new people at parties and events.",
  2: "After a busy day with others, I need quiet time alone to recharge.", // reversed
  3: "I often start conversations with people I don't know.",
  4: "I prefer to think things through before I say them.", // reversed
  5: "In a group project, I like to talk ideas through out loud.",
  6: "I would rather spend a free evening with a book than at a big gathering.", // reversed
  7: "Spending time with a big group of friends gives me energy.",
  8: "Keeping up small talk for a long time tires me out.", // reversed
  9: "I am comfortable being the center of attention.",
  10: "I prefer one-on-one conversations to group discussions.", // reversed
  11: "I am usually the one who makes plans and invites friends.",
  12: "I keep my feelings to myself until I know someone well.", // reversed
  // Energy: agreeing points to Intuitive.
  13: "I often daydream about ideas and possibilities.",
  14: "I prefer clear, practical instructions to open-ended ones.", // reversed
  15: "I enjoy discussing theories, even when they have no practical use.",
  16: "I trust facts I can see and check more than hunches.", // reversed
  17: "I often notice patterns or connections that other people miss.",
  18: "I focus more on what is happening now than on the future.", // reversed
  19: "I get bored when a task is all routine details.",
  20: "I learn best by doing something with my hands, step by step.", // reversed
  21: "I like imagining completely new ways of doing things.",
  22: "When I describe something, I stick to the concrete details.", // reversed
  23: "I enjoy stories and films that have hidden meanings.",
  24: "I prefer tried-and-tested methods to experimenting.", // reversed
  // Nature: agreeing points to Feeling.
  25: "When a friend is upset, I focus first on how they feel.",
  26: "I make decisions based on logic more than on feelings.", // reversed
  27: "I find it hard to give criticism that might hurt someone.",
  28: "Being honest matters more to me than being tactful.", // reversed
  29: "Other people's moods easily affect my own.",
  30: "I enjoy a good debate, even when it gets heated.", // reversed
  31: "Before I choose, I think about how the choice will affect everyone involved.",
  32: "I judge an idea by whether it makes sense, not by who suggested it.", // reversed
  33: "I would rather keep the peace than win an argument.",
  34: "I stay calm and objective when the people around me get emotional.", // reversed
  35: "I go out of my way to make people feel welcome.",
  36: "Fair rules for everyone matter more to me than exceptions for individuals.", // reversed
  // Tactics: agreeing points to Perceiving.
  37: "I like to keep my plans flexible.",
  38: "I make to-do lists and follow them.", // reversed
  39: "I often start tasks at the last minute.",
  40: "I feel uneasy when things are left undecided.", // reversed
  41: "I enjoy being spontaneous, like taking an unplanned trip.",
  42: "I keep my room and desk tidy and organized.", // reversed
  43: "I often switch between tasks instead of finishing one first.",
  44: "I like to plan my weekends in advance.", // reversed
  45: "I adapt easily when plans change suddenly.",
  46: "I finish my work before I let myself relax.", // reversed
  47: "I prefer to keep my options open rather than decide early.",
  48: "I like having the same routine every day.", // reversed
  // Identity: agreeing points to Assertive.
  49: "I feel confident in my abilities.",
  50: "I often worry that I have made the wrong decision.", // reversed
  51: "I stay calm under pressure.",
  52: "Criticism stays on my mind for a long time.", // reversed
  53: "Once I make a choice, I stick with it without second-guessing.",
  54: "I often feel stressed or anxious.", // reversed
  55: "I bounce back quickly when things go wrong.",
  56: "I compare myself to other people a lot.", // reversed
  57: "I am happy with who I am.",
  58: "My mood changes quickly depending on what happens to me.", // reversed
  59: "I trust my own judgment even when others disagree.",
  60: "I push myself hard because I am afraid of falling short.", // reversed
};

export const questions: readonly Question[] = dimensions.flatMap((dimension, d) =>
  Array.from({ length: 12 }, (_, i) => {
    const id = d * 12 + i + 1;
    return { id, dimension, reversed: id % 2 === 0 };
  }),
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

/**
 * The answer scale, 1 to 7 (spec §2 "/personality-test"). Its words ("Never" to "Always", and the
 * ends "Strongly Disagree" and "Strongly Agree") are the test catalogue's `scale.*` messages.
 */
export const scale = [1, 2, 3, 4, 5, 6, 7] as const;

export type ScalePoint = (typeof scale)[number];

export const dimensionNames: Record<Dimension, string> = {
  mind: "Mind",
  energy: "Energy",
  nature: "Nature",
  tactics: "Tactics",
  identity: "Identity",
};
