import { contact, site } from "~/config/site";
import { pseudoLocale, servedLocales } from "~/i18n/locales";
import { serverTranslate } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/translate";

/**
 * The site's mails: each has a plain-text part and an HTML part with the same words and one
 * button-styled link. Names and links are escaped; nothing else in them comes from the user.
 *
 * Every mail is written in the language it is given (the "mail" catalogue, decision 034): a mail
 * to the person asking in the language of the page they asked from (`askerLanguage`); a mail to
 * anyone else (an address's owner, the support team) in English, never the asker's language.
 */
interface Template {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/** The brand, never translated: an argument so that no catalogue can change it. */
const brand = { site: site.name };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** Right-to-left languages get `dir="rtl"`, so mail clients lay the mail out from the right. */
function directionOf(locale: string): "ltr" | "rtl" {
  return [...servedLocales, pseudoLocale].find((known) => known.code === locale)?.dir ?? "ltr";
}

function compose(
  t: Translate,
  options: {
    subject: string;
    greeting: string;
    paragraphs: string[];
    /** The paragraphs are someone's own writing: their line breaks are kept. */
    keepLines?: boolean;
    /** Someone's own words, shown as written (line breaks kept), after the paragraphs. */
    quote?: string;
    action?: { label: string; url: string };
    footer: string;
  },
): Template {
  const { subject, greeting, paragraphs, keepLines = false, quote, action, footer } = options;
  const paragraphStyle = `margin:0 0 16px;line-height:1.5${keepLines ? ";white-space:pre-wrap" : ""}`;
  const dir = directionOf(t.locale);
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(quote === undefined ? [] : [quote, ""]),
    ...(action ? [t("mail:action.plain", action), ""] : []),
    footer,
    "",
    t("mail:signature", brand),
  ].join("\n");
  const html = `<!doctype html>
<html lang="${escapeHtml(t.locale)}"${dir === "rtl" ? ' dir="rtl"' : ""}>
<body style="margin:0;padding:24px;background:#f6f5fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#5b3fd0">${escapeHtml(site.name)}</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="${paragraphStyle}">${escapeHtml(p)}</p>`).join("\n")}
${quote === undefined ? "" : quoteHtml(quote, dir)}${action ? actionHtml(t, action) : ""}<p style="margin:24px 0 0;font-size:13px;color:#5f5a70;line-height:1.5">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html, ...(action ? { link: action.url } : {}) };
}

function quoteHtml(quote: string, dir: "ltr" | "rtl"): string {
  // Physical sides, not logical ones: many mail clients ignore `border-inline-start`.
  const side = dir === "rtl" ? "right" : "left";
  return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${side}:4px solid #d9d3f5;background:#f6f5fb;white-space:pre-wrap;line-height:1.5">${escapeHtml(quote)}</blockquote>
`;
}

function actionHtml(t: Translate, action: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3fd0;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5f5a70;line-height:1.5">${escapeHtml(t("mail:action.fallback"))}<br><a href="${escapeHtml(action.url)}" style="color:#5b3fd0;word-break:break-all">${escapeHtml(action.url)}</a></p>
`;
}

/** Longer names are cut here, with an ellipsis: a greeting is no place for a paragraph. */
export const greetingNameLength = 40;

/**
 * Whether mail clients would turn this into a link (or an address to write to): a scheme, "www.",
 * an "@", or a dotted run like "evil.example". A name is the one thing in our mails a stranger
 * chooses, so such a name is left out of the greeting rather than sent as a clickable lure.
 */
function looksLikeLink(name: string): boolean {
  return /:\/\/|www\.|@|＠/iu.test(name) || /[\p{L}\p{N}-][.。．｡]\p{L}{2}/u.test(name);
}

/**
 * A name as our mails show it: tidied and shortened; undefined when there is none we can safely
 * show (empty, or something a mail client would turn into a link).
 */
export function shownName(name: string): string | undefined {
  const tidy = name.replace(/\s+/gu, " ").trim();
  if (!tidy || looksLikeLink(tidy)) return undefined;
  const chars = Array.from(tidy);
  return chars.length > greetingNameLength
    ? `${chars
        .slice(0, greetingNameLength - 1)
        .join("")
        .trimEnd()}…`
    : tidy;
}

/** "Hi Ada," with the name tidied and shortened; "Hi," when there is none we can safely show. */
function greet(t: Translate, name: string): string {
  const shown = shownName(name);
  return shown ? t("mail:greeting.named", { name: shown }) : t("mail:greeting.anonymous");
}

/** The greeting of a mail to `name`, in `locale`. */
export function hello(locale: string, name: string): string {
  return greet(serverTranslate(locale), name);
}

export function verificationMail(locale: string, name: string, url: string): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:verification.subject", brand),
    greeting: greet(t, name),
    paragraphs: [t("mail:verification.intro", brand), t("mail:verification.expiry")],
    action: { label: t("mail:verification.action"), url },
    footer: t("mail:verification.footer", brand),
  });
}

export function resetPasswordMail(locale: string, name: string, url: string): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:resetPassword.subject", brand),
    greeting: greet(t, name),
    paragraphs: [t("mail:resetPassword.intro"), t("mail:resetPassword.expiry")],
    action: { label: t("mail:resetPassword.action"), url },
    footer: t("mail:resetPassword.footer"),
  });
}

export function alreadyRegisteredMail(locale: string, name: string, signInUrl: string): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:alreadyRegistered.subject", brand),
    greeting: greet(t, name),
    paragraphs: [t("mail:alreadyRegistered.intro"), t("mail:alreadyRegistered.signIn")],
    action: { label: t("mail:alreadyRegistered.action"), url: signInUrl },
    footer: t("mail:alreadyRegistered.footer"),
  });
}

/**
 * To the new address of an e-mail change (decision 024): the link that makes the change. The
 * account keeps its address until it is opened.
 */
export function emailChangeLinkMail(
  locale: string,
  name: string,
  newEmail: string,
  url: string,
): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:emailChangeLink.subject", brand),
    greeting: greet(t, name),
    paragraphs: [
      t("mail:emailChangeLink.intro", { ...brand, newEmail }),
      t("mail:emailChangeLink.expiry"),
    ],
    action: { label: t("mail:emailChangeLink.action"), url },
    footer: t("mail:emailChangeLink.footer"),
  });
}

/**
 * To the old address of an e-mail change, as soon as it is asked for: if someone else is in the
 * account, the owner hears of it while the address is still theirs, and a password reset (which
 * withdraws the change) still reaches them.
 */
export function emailChangeNoticeMail(
  locale: string,
  name: string,
  newEmail: string,
  resetUrl: string,
): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:emailChangeNotice.subject", brand),
    greeting: greet(t, name),
    paragraphs: [
      t("mail:emailChangeNotice.intro", { ...brand, newEmail }),
      t("mail:emailChangeNotice.ifYou"),
      t("mail:emailChangeNotice.ifNotYou"),
    ],
    action: { label: t("mail:emailChangeNotice.action"), url: resetUrl },
    footer: t("mail:emailChangeNotice.footer", { supportEmail: contact.email }),
  });
}

/**
 * To the owner of an address that another account asked to move to. The person asking is told
 * the same as for a free address, so the form reveals no account; the owner hears of it instead,
 * at most once a day.
 */
export function emailChangeTakenMail(locale: string, name: string, signInUrl: string): Template {
  const t = serverTranslate(locale);
  return compose(t, {
    subject: t("mail:emailChangeTaken.subject", brand),
    greeting: greet(t, name),
    paragraphs: [t("mail:emailChangeTaken.intro", brand), t("mail:emailChangeTaken.nothingToDo")],
    action: { label: t("mail:emailChangeTaken.action"), url: signInUrl },
    footer: t("mail:emailChangeTaken.footer"),
  });
}

/**
 * A contact message, for the people who answer them (SUPPORT_EMAIL), in their language. The
 * sender is the mail's Reply-To, so answering it answers them. The message id in the subject
 * finds the stored row.
 */
export function contactMessageMail(
  locale: string,
  message: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    createdAt: Date;
  },
): Template {
  const t = serverTranslate(locale);
  const name = shownName(message.name);
  const subject = message.subject.replace(/\s+/gu, " ").trim();
  // To the minute and in UTC, as the stored row has it: the support team matches the two, and a
  // long date in words would drop the time.
  const received = `${message.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const { email, id } = message;
  return compose(t, {
    subject: t("mail:contact.subject", { subject, id }),
    greeting: t("mail:contact.greeting"),
    paragraphs: [
      name
        ? t("mail:contact.from", { name, email, received })
        : t("mail:contact.fromUnnamed", { email, received }),
      t("mail:contact.subjectLine", { subject }),
    ],
    quote: message.message,
    footer: t("mail:contact.footer", { email, id }),
  });
}

/** A stored time to the minute, in UTC, as the support team sees it in /admin/inbox. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * A reply written in /admin/inbox, to the person who sent the contact message. In English: the
 * message came to English-language support, and the reply is written by a person in the language
 * they chose. Its text is the admin's, paragraph by paragraph; the original message is quoted
 * below it. The support address is the mail's Reply-To (set by the job), so an answer reaches a
 * person.
 */
export function contactReplyMail(
  message: { name: string; subject: string; message: string; createdAt: Date },
  reply: { body: string },
): Template {
  const t = serverTranslate("en");
  const subject = message.subject.replace(/\s+/gu, " ").trim();
  const paragraphs = reply.body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return compose(t, {
    subject: `Re: ${subject}`,
    greeting: greet(t, message.name),
    paragraphs: [...paragraphs, `On ${utcMinute(message.createdAt)} you wrote:`],
    keepLines: true,
    quote: message.message,
    footer: `You wrote to ${site.name} through the contact form on our website. Reply to this e-mail to answer; it goes to our support team.`,
  });
}

/** A team's name as a mail shows it; undefined when a mail client would turn it into a link. */
function shownTeamName(name: string): string | undefined {
  const tidy = name.replace(/\s+/gu, " ").trim();
  return tidy && !looksLikeLink(tidy) ? tidy : undefined;
}

/**
 * An invitation to join a team (issue 23), to an address an admin typed. In English, as every
 * mail to someone other than the person asking; its words are the teams catalogue's while teams
 * are English-only (`teams:mail.invitation.*`). The inviter's and the team's names are the only
 * words a stranger chooses: each is left out when it looks like a link.
 */
export function teamInvitationMail(invitation: {
  email: string;
  inviterName: string | null;
  teamName: string;
  url: string;
  days: number;
}): Template {
  const t = serverTranslate("en");
  const inviter = invitation.inviterName === null ? undefined : shownName(invitation.inviterName);
  const team = shownTeamName(invitation.teamName);
  const names = {
    ...brand,
    byName: inviter ? "yes" : "no",
    inviter: inviter ?? "",
    named: team ? "yes" : "no",
    team: team ?? "",
  };
  return compose(t, {
    subject: t("teams:mail.invitation.subject", names),
    greeting: t("mail:greeting.anonymous"),
    paragraphs: [
      t("teams:mail.invitation.intro", names),
      t("teams:mail.invitation.sharing"),
      t("teams:mail.invitation.account", { email: invitation.email, days: invitation.days }),
    ],
    action: { label: t("teams:mail.invitation.action"), url: invitation.url },
    footer: t("teams:mail.invitation.footer"),
  });
}
