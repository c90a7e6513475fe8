import { expect, test } from "vitest";
import { alreadyRegisteredMail, hello, resetPasswordMail, verificationMail } from "./templates";

const link = "https://typeatlas.test/auth/verify?token=abc";

test("a plain name greets the person, tidied", () => {
  expect(hello("  Ada   Lovelace ")).toBe("Hi Ada Lovelace,");
  expect(hello("J. R. R. Tolkien")).toBe("Hi J. R. R. Tolkien,");
  expect(hello("Zoë O'Brien-Núñez")).toBe("Hi Zoë O'Brien-Núñez,");
  expect(hello("")).toBe("Hi,");
  expect(hello("   ")).toBe("Hi,");
});

test("a long name is cut to 40 characters with an ellipsis", () => {
  const greeting = hello("Bartholomew ".repeat(10));
  const name = greeting.slice(3, -1);
  expect(Array.from(name)).toHaveLength(40);
  expect(name.endsWith("…")).toBe(true);
  // Cut by characters, never through the middle of one.
  expect(hello("😀".repeat(60)).slice(3, -1)).toBe(`${"😀".repeat(39)}…`);
});

test("a name a mail client would turn into a link or an address is left out of the greeting", () => {
  for (const name of [
    "https://evil.example/claim",
    "Visit evil.example now",
    "www.evil",
    "win@evil.example",
    "Prize at evil。com",
    "javascript://x",
    "free-money.co",
  ]) {
    expect(hello(name), name).toBe("Hi,");
    for (const mail of [
      verificationMail(name, link),
      resetPasswordMail(name, link),
      alreadyRegisteredMail(name, link),
    ]) {
      expect(mail.text.startsWith("Hi,\n")).toBe(true);
      expect(mail.html).not.toContain("evil");
      expect(mail.text).not.toContain("evil");
    }
  }
});

test("names are escaped in the HTML part", () => {
  const mail = verificationMail(`<b>Bo</b> "x" & 'y'`, link);
  expect(mail.html).toContain("Hi &lt;b&gt;Bo&lt;/b&gt; &quot;x&quot; &amp; &#39;y&#39;,");
  expect(mail.html).not.toContain("<b>Bo");
  expect(mail.text.startsWith(`Hi <b>Bo</b> "x" & 'y',`)).toBe(true);
});
