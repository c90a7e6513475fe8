import { expect, test } from "vitest";
import { arabicPresentationForms } from "./arabic-forms";

const codes = (text: string) =>
  [...text].map((char) => char.codePointAt(0)!.toString(16).toUpperCase());

test("each letter takes the form its neighbours give it, and NFKC reads them back", () => {
  // beh initial, noon medial, seen medial, beh medial, teh marbuta final
  expect(codes(arabicPresentationForms("بنسبة"))).toEqual(["FE91", "FEE8", "FEB4", "FE92", "FE94"]);
  for (const word of ["بنسبة", "المهندس", "يخطط", "الإنسان", "ضوء", "مُحدّدًا", "لا", "سلاسل"])
    expect(arabicPresentationForms(word).normalize("NFKC"), word).toBe(word.normalize("NFKC"));
});

test("a letter that joins only backwards ends the joining; hamza joins nothing", () => {
  // dal, alef, reh: right-joining only, so none joins the next
  expect(codes(arabicPresentationForms("دار"))).toEqual(["FEA9", "FE8D", "FEAD"]);
  expect(codes(arabicPresentationForms("ماء"))).toEqual(["FEE3", "FE8E", "FE80"]);
});

test("lam and alef are one ligature, joined or not; marks stay with their letters", () => {
  expect(codes(arabicPresentationForms("لا"))).toEqual(["FEFB"]);
  expect(codes(arabicPresentationForms("سلا"))).toEqual(["FEB3", "FEFC"]);
  expect(codes(arabicPresentationForms("لأ"))).toEqual(["FEF7"]);
  // A shadda between a letter and the next does not break their joining.
  expect(codes(arabicPresentationForms("بّن"))).toEqual(["FE91", "651", "FEE6"]);
});

test("text without Arabic letters is untouched", () => {
  expect(arabicPresentationForms("INTJ-A 72%")).toBe("INTJ-A 72%");
  expect(arabicPresentationForms("שלום")).toBe("שלום");
});
