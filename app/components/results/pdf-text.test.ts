import { expect, test } from "vitest";
import { pdfCanWrite, plain } from "./pdf-text";

test("the PDF writes Latin-1 with plain quotes and dashes, and says so for texts it cannot write", () => {
  expect(plain("“Señor” – naïve…")).toBe('"Señor" - naïve...');
  expect(pdfCanWrite(["El Cartógrafo", "Größe, déjà vu – “ok”"])).toBe(true);
  for (const text of ["Kartograf łączy", "地図職人", "راسم الخرائط", "Картограф", "Haritacı"])
    expect(pdfCanWrite(["The Cartographer", text]), text).toBe(false);
});
