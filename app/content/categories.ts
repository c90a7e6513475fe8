import type { Category } from "~/assessment/type-codes";

/** The four category introductions on /personality-types. */
export const categoryIntros: Record<Category, { letters: string; intro: string }> = {
  Analyst: {
    letters: "Intuitive and Thinking (NT)",
    intro:
      "Analysts look for the system underneath things. They enjoy ideas for their own sake, question rules until they understand why they exist, and judge a plan by whether it works.",
  },
  Diplomat: {
    letters: "Intuitive and Feeling (NF)",
    intro:
      "Diplomats are guided by meaning and by people. They notice what others need, care about living by their values, and are at their best when their work helps someone grow.",
  },
  Sentinel: {
    letters: "Sensing and Judging (SJ)",
    intro:
      "Sentinels keep things running. They value reliability, keep their promises, learn from what has worked before, and bring order and steadiness to the groups they belong to.",
  },
  Explorer: {
    letters: "Sensing and Perceiving (SP)",
    intro:
      "Explorers live in the present moment. They are practical, quick to act and good in a crisis, and they learn best by trying things with their own hands.",
  },
};
