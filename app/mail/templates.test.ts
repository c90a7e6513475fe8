import { expect, test } from "vitest";
import {
  alreadyRegisteredMail,
  contactMessageMail,
  emailChangeLinkMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  hello,
  resetPasswordMail,
  verificationMail,
} from "./templates";

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
      emailChangeLinkMail(name, "new@example.com", link),
      emailChangeNoticeMail(name, "new@example.com", link),
      emailChangeTakenMail(name, link),
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

const contactMessage = {
  id: "0b5c1f8e-3d4a-4e59-9a43-2f1d7c6b8a90",
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A question\nabout my  result",
  message: "Line one\nLine two <b>not bold</b>",
  createdAt: new Date("2026-11-26T09:30:00Z"),
};

test("a contact message's mail names its id in the subject and keeps the message as written", () => {
  const mail = contactMessageMail(contactMessage);
  expect(mail.subject).toBe(
    "Contact form: A question about my result (message 0b5c1f8e-3d4a-4e59-9a43-2f1d7c6b8a90)",
  );
  expect(mail.text).toContain(
    "Ada Lovelace <ada@example.com> wrote through the contact form on 2026-11-26 09:30 UTC.",
  );
  expect(mail.text).toContain("Line one\nLine two <b>not bold</b>");
  expect(mail.html).toContain("Line one\nLine two &lt;b&gt;not bold&lt;/b&gt;");
  expect(mail.html).not.toContain("<b>not bold");
  expect(mail.link).toBeUndefined();
});

test("a contact message's sender name is shortened, and left out when it looks like a link", () => {
  const long = contactMessageMail({ ...contactMessage, name: "Bartholomew ".repeat(10) });
  expect(long.text).toContain(`${"Bartholomew ".repeat(4).slice(0, 39).trimEnd()}… <ada@`);
  const lure = contactMessageMail({ ...contactMessage, name: "Claim at evil.example" });
  expect(lure.text).not.toContain("evil");
  expect(lure.html).not.toContain("evil");
  expect(lure.text).toContain("Someone at <ada@example.com> wrote");
});

test("the mails of an address change name the new address, and only the link mail carries a token", () => {
  const toNew = emailChangeLinkMail("Ada", "new@example.com", link);
  expect(toNew.subject).toBe("Confirm your new e-mail address for TypeAtlas");
  expect(toNew.text).toContain("you sign in with new@example.com");
  expect(toNew.link).toBe(link);
  expect(toNew.html).toContain(`href="${link}"`);

  const reset = "https://typeatlas.test/auth/forgot-password";
  const toOld = emailChangeNoticeMail("Ada", "new@example.com", reset);
  expect(toOld.subject).toBe("Your TypeAtlas e-mail address is about to change");
  expect(toOld.text).toContain("change its e-mail address to new@example.com");
  expect(toOld.text).toContain(`Choose a new password: ${reset}`);
  expect(toOld.text).toContain("support@typeatlas.com");

  const toOwner = emailChangeTakenMail("Ada", "https://typeatlas.test/auth");
  expect(toOwner.text).toContain("nothing was changed");
  expect(toOwner.text).not.toContain("token");
});

test("an odd new address is escaped in the HTML part", () => {
  const mail = emailChangeNoticeMail("Ada", `"<b>x</b>"@example.com`, link);
  expect(mail.html).toContain("&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.com");
  expect(mail.html).not.toContain("<b>x</b>");
});
