import { expect, test } from "vitest";
import { pseudoLocale } from "~/i18n/locales";
import {
  alreadyRegisteredMail,
  contactMessageMail,
  contactReplyMail,
  emailChangeLinkMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  hello,
  resetPasswordMail,
  teamInvitationMail,
  verificationMail,
} from "./templates";

const link = "https://typeatlas.test/auth/verify?token=abc";

test("a plain name greets the person, tidied", () => {
  expect(hello("en", "  Ada   Lovelace ")).toBe("Hi Ada Lovelace,");
  expect(hello("en", "J. R. R. Tolkien")).toBe("Hi J. R. R. Tolkien,");
  expect(hello("en", "Zoë O'Brien-Núñez")).toBe("Hi Zoë O'Brien-Núñez,");
  expect(hello("en", "")).toBe("Hi,");
  expect(hello("en", "   ")).toBe("Hi,");
});

test("a long name is cut to 40 characters with an ellipsis", () => {
  const greeting = hello("en", "Bartholomew ".repeat(10));
  const name = greeting.slice(3, -1);
  expect(Array.from(name)).toHaveLength(40);
  expect(name.endsWith("…")).toBe(true);
  // Cut by characters, never through the middle of one.
  expect(hello("en", "😀".repeat(60)).slice(3, -1)).toBe(`${"😀".repeat(39)}…`);
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
    expect(hello("en", name), name).toBe("Hi,");
    for (const mail of [
      verificationMail("en", name, link),
      resetPasswordMail("en", name, link),
      alreadyRegisteredMail("en", name, link),
      emailChangeLinkMail("en", name, "new@example.com", link),
      emailChangeNoticeMail("en", name, "new@example.com", link),
      emailChangeTakenMail("en", name, link),
    ]) {
      expect(mail.text.startsWith("Hi,\n")).toBe(true);
      expect(mail.html).not.toContain("evil");
      expect(mail.text).not.toContain("evil");
    }
  }
});

test("names are escaped in the HTML part", () => {
  const mail = verificationMail("en", `<b>Bo</b> "x" & 'y'`, link);
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
  const mail = contactMessageMail("en", contactMessage);
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
  const long = contactMessageMail("en", { ...contactMessage, name: "Bartholomew ".repeat(10) });
  expect(long.text).toContain(`${"Bartholomew ".repeat(4).slice(0, 39).trimEnd()}… <ada@`);
  const lure = contactMessageMail("en", { ...contactMessage, name: "Claim at evil.example" });
  expect(lure.text).not.toContain("evil");
  expect(lure.html).not.toContain("evil");
  expect(lure.text).toContain("Someone at <ada@example.com> wrote");
});

test("the mails of an address change name the new address, and only the link mail carries a token", () => {
  const toNew = emailChangeLinkMail("en", "Ada", "new@example.com", link);
  expect(toNew.subject).toBe("Confirm your new e-mail address for TypeAtlas");
  expect(toNew.text).toContain("you sign in with new@example.com");
  expect(toNew.link).toBe(link);
  expect(toNew.html).toContain(`href="${link}"`);

  const reset = "https://typeatlas.test/auth/forgot-password";
  const toOld = emailChangeNoticeMail("en", "Ada", "new@example.com", reset);
  expect(toOld.subject).toBe("Your TypeAtlas e-mail address is about to change");
  expect(toOld.text).toContain("change its e-mail address to new@example.com");
  expect(toOld.text).toContain(`Choose a new password: ${reset}`);
  expect(toOld.text).toContain("support@typeatlas.com");

  const toOwner = emailChangeTakenMail("en", "Ada", "https://typeatlas.test/auth");
  expect(toOwner.text).toContain("nothing was changed");
  expect(toOwner.text).not.toContain("token");
});

test("an odd new address is escaped in the HTML part", () => {
  const mail = emailChangeNoticeMail("en", "Ada", `"<b>x</b>"@example.com`, link);
  expect(mail.html).toContain("&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.com");
  expect(mail.html).not.toContain("<b>x</b>");
});

/** Each mail with the same person, addresses and links, in `locale`. */
function everyMail(locale: string) {
  return [
    verificationMail(locale, "Ada", link),
    resetPasswordMail(locale, "Ada", link),
    alreadyRegisteredMail(locale, "Ada", link),
    emailChangeLinkMail(locale, "Ada", "new@example.com", link),
    emailChangeNoticeMail(locale, "Ada", "new@example.com", link),
    emailChangeTakenMail(locale, "Ada", link),
    contactMessageMail(locale, contactMessage),
  ];
}

/** What is left of a mail's words once the values it was given (and the HTML markup) are taken out. */
function ownWords(text: string) {
  return text
    .replace(/<[^>]*>|&[#\w]+;/g, " ")
    .replace(/https?:\/\/\S+|[\w.-]+@[\w.-]+/g, " ")
    .replaceAll("TypeAtlas", " ")
    .replaceAll("Ada Lovelace", " ")
    .replaceAll("Ada", " ")
    .replaceAll(contactMessage.id, " ")
    .replaceAll("A question about my result", " ")
    .replaceAll("Line one\nLine two", " ")
    .replace("not bold", " ")
    .replaceAll("2026-11-26 09:30 UTC", " ");
}

test("every word of every mail comes from the mail catalogue, in the language asked for", () => {
  // The pseudo-locale accents every letter of the catalogue, so an unaccented English word left
  // in a mail was written in the code rather than taken from the catalogue.
  for (const mail of everyMail(pseudoLocale.code)) {
    for (const part of [mail.subject, mail.text, mail.html])
      expect(ownWords(part), part).not.toMatch(/[A-Za-z]{2,}/);
    expect(mail.html).toContain(`<html lang="${pseudoLocale.code}">`);
  }
  // The same check finds the English words of the English mails: it is not blind.
  for (const mail of everyMail("en")) expect(ownWords(mail.text)).toMatch(/[A-Za-z]{2,}/);
});

test("a mail in another language keeps the person's name, the addresses and the link as given", () => {
  const [verification, , , toNew, toOld] = everyMail(pseudoLocale.code);
  expect(verification!.text).toContain("Ada");
  expect(verification!.text).toContain(link);
  expect(verification!.link).toBe(link);
  expect(toNew!.text).toContain("new@example.com");
  expect(toOld!.text).toContain("support@typeatlas.com");
  expect(verification!.subject).toContain("TypeAtlas");
});

test("a reply from the inbox answers the subject, keeps the writer's paragraphs and quotes the message, all escaped", () => {
  const mail = contactReplyMail(
    {
      name: "Ada <Lovelace>",
      subject: "  My\nresult  ",
      message: "Is <b>INTJ-T</b> the same?\nThanks",
      createdAt: new Date("2026-11-20T09:30:12Z"),
    },
    { body: "Yes, mostly.\r\nSee below.\r\n\r\n<script>x</script>" },
  );
  expect(mail.subject).toBe("Re: My result");
  expect(mail.text).toBe(
    [
      "Hi Ada <Lovelace>,",
      "",
      "Yes, mostly.\nSee below.",
      "",
      "<script>x</script>",
      "",
      "On 2026-11-20 09:30 UTC you wrote:",
      "",
      "Is <b>INTJ-T</b> the same?\nThanks",
      "",
      "You wrote to TypeAtlas through the contact form on our website. Reply to this e-mail to answer; it goes to our support team.",
      "",
      "— TypeAtlas",
    ].join("\n"),
  );
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
  expect(mail.html).toContain("&lt;b&gt;INTJ-T&lt;/b&gt;");
  expect(mail.html).toContain("white-space:pre-wrap");
  expect(mail.link).toBeUndefined();
  // A name a mail client would turn into a link is left out, as in every other mail.
  expect(
    contactReplyMail(
      { name: "win@evil.example", subject: "s", message: "m", createdAt: new Date() },
      { body: "b" },
    ).text.startsWith("Hi,\n"),
  ).toBe(true);
});

test("a team invitation names the inviter and the team, escaped, with the link and its days", () => {
  const mail = teamInvitationMail({
    email: "ivy@example.com",
    inviterName: "Ada <b>Lovelace</b>",
    teamName: "R&D <team>",
    url: "https://typeatlas.test/teams/invitations/abc",
    days: 14,
  });
  expect(mail.subject).toBe("Ada <b>Lovelace</b> invited you to join a team on TypeAtlas");
  expect(mail.text).toContain("the team “R&D <team>”");
  expect(mail.text).toContain("ivy@example.com");
  expect(mail.text).toContain("14 days");
  expect(mail.html).toContain("R&amp;D &lt;team&gt;");
  expect(mail.html).not.toContain("<team>");
  expect(mail.link).toBe("https://typeatlas.test/teams/invitations/abc");
});

test("a team invitation leaves out an inviter gone or a name that looks like a link", () => {
  const mail = teamInvitationMail({
    email: "ivy@example.com",
    inviterName: null,
    teamName: "Free prizes at evil.example",
    url: "https://typeatlas.test/teams/invitations/abc",
    days: 14,
  });
  expect(mail.subject).toBe("You are invited to join a team on TypeAtlas");
  expect(mail.text).toContain("You are invited to join a team on TypeAtlas,");
  expect(mail.text).not.toContain("evil");
});
