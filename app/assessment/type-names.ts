import type { TypeCode } from "./type-codes";

/**
 * The sixteen types' names (docs/writing/style-sheet.md), for pages that show a type without
 * loading its whole profile. The profiles' own `name` fields agree (type-names.test.ts).
 */
export const typeNames: Record<TypeCode, string> = {
  INTJ: "The Cartographer",
  INTP: "The Puzzler",
  ENTJ: "The Navigator",
  ENTP: "The Innovator",
  INFJ: "The Confidant",
  INFP: "The Poet",
  ENFJ: "The Mentor",
  ENFP: "The Spark",
  ISTJ: "The Keystone",
  ISFJ: "The Caretaker",
  ESTJ: "The Organizer",
  ESFJ: "The Host",
  ISTP: "The Troubleshooter",
  ISFP: "The Maker",
  ESTP: "The Dynamo",
  ESFP: "The Celebrant",
};
