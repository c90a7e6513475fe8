import { contact, site } from "~/config/site";

/**
 * The site's mails: each has a plain-text part and an HTML part with the same words and one
 * button-styled link. Names and links are escaped; nothing else in them comes from the user.
 */
interface Template {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

function compose(options: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Someone's own words, shown as written (line breaks kept), after the paragraphs. */
  quote?: string;
  action?: { label: string; url: string };
  footer: string;
}): Template {
  const { subject, greeting, paragraphs, quote, action, footer } = options;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(quote === undefined ? [] : [quote, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    footer,
    "",
    `— ${site.name}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f5fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#5b3fd0">${escapeHtml(site.name)}</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${quote === undefined ? "" : quoteHtml(quote)}${action ? actionHtml(action) : ""}<p style="margin:24px 0 0;font-size:13px;color:#5f5a70;line-height:1.5">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html, ...(action ? { link: action.url } : {}) };
}

function quoteHtml(quote: string): string {
  return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #d9d3f5;background:#f6f5fb;white-space:pre-wrap;line-height:1.5">${escapeHtml(quote)}</blockquote>
`;
}

function actionHtml(action: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3fd0;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5f5a70;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#5b3fd0;word-break:break-all">${escapeHtml(action.url)}</a></p>
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
export function hello(name: string): string {
  const shown = shownName(name);
  return shown ? `Hi ${shown},` : "Hi,";
}

export function verificationMail(name: string, url: string): Template {
  return compose({
    subject: `Confirm your e-mail address for ${site.name}`,
    greeting: hello(name),
    paragraphs: [
      `Thanks for creating a ${site.name} account. Please confirm that this is your e-mail address. Open the link in the browser you signed up with, and you'll be signed in straight away.`,
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my e-mail address", url },
    footer: `If you didn't sign up for ${site.name}, you can ignore this mail; no account will be activated.`,
  });
}

export function resetPasswordMail(name: string, url: string): Template {
  return compose({
    subject: `Reset your ${site.name} password`,
    greeting: hello(name),
    paragraphs: [
      "We received a request to reset the password for your account. Choose a new one with the link below.",
      "The link works once and expires in one hour.",
    ],
    action: { label: "Choose a new password", url },
    footer:
      "If you didn't ask for this, you can ignore this mail: your password stays as it is and nobody else can use this link without access to your inbox.",
  });
}

export function alreadyRegisteredMail(name: string, signInUrl: string): Template {
  return compose({
    subject: `You already have a ${site.name} account`,
    greeting: hello(name),
    paragraphs: [
      "Someone, probably you, just tried to create a new account with this e-mail address. You already have one, so nothing was changed.",
      "Sign in with your existing password, or use “Forgot password?” on the sign-in page if you don't remember it.",
    ],
    action: { label: "Sign in", url: signInUrl },
    footer: "If this wasn't you, you can ignore this mail. Your account is safe.",
  });
}

/**
 * To the new address of an e-mail change (decision 024): the link that makes the change. The
 * account keeps its address until it is opened.
 */
export function emailChangeLinkMail(name: string, newEmail: string, url: string): Template {
  return compose({
    subject: `Confirm your new e-mail address for ${site.name}`,
    greeting: hello(name),
    paragraphs: [
      `You asked to use this address for your ${site.name} account. Open the link below to confirm it: from then on you sign in with ${newEmail}, and our mails come here.`,
      "The link works once and expires in 24 hours. Until it is opened, your account keeps its current address.",
    ],
    action: { label: "Confirm my new address", url },
    footer: `If you didn't ask for this, you can ignore this mail: nothing changes unless the link is opened.`,
  });
}

/**
 * To the old address of an e-mail change, as soon as it is asked for: if someone else is in the
 * account, the owner hears of it while the address is still theirs, and a password reset (which
 * withdraws the change) still reaches them.
 */
export function emailChangeNoticeMail(name: string, newEmail: string, resetUrl: string): Template {
  return compose({
    subject: `Your ${site.name} e-mail address is about to change`,
    greeting: hello(name),
    paragraphs: [
      `Someone signed in to your ${site.name} account asked to change its e-mail address to ${newEmail}. We sent a link there, and the change happens only once that link is opened.`,
      "If this was you, there's nothing to do here. After the change, this address no longer signs in to the account and stops getting its mails.",
      "If it wasn't you, someone may know your password. Choose a new one with the link below: that stops the change and signs out every other device.",
    ],
    action: { label: "Choose a new password", url: resetUrl },
    footer: `If the address has already changed and it wasn't you, write to ${contact.email} from this address and we'll help you get your account back.`,
  });
}

/**
 * To the owner of an address that another account asked to move to. The person asking is told
 * the same as for a free address, so the form reveals no account; the owner hears of it instead,
 * at most once a day.
 */
export function emailChangeTakenMail(name: string, signInUrl: string): Template {
  return compose({
    subject: `Someone tried to use your e-mail address on ${site.name}`,
    greeting: hello(name),
    paragraphs: [
      `Someone signed in to another ${site.name} account, perhaps you with a second one, asked to move that account to this address. Your account already has it, so nothing was changed: an address belongs to one account only.`,
      "You don't need to do anything. If you had forgotten this account, you can sign in, or choose a new password from the sign-in page.",
    ],
    action: { label: "Sign in", url: signInUrl },
    footer: "We send this notice at most once a day. Your account is safe.",
  });
}

/**
 * A contact message, for the people who answer them (SUPPORT_EMAIL). The sender is the mail's
 * Reply-To, so answering it answers them. The message id in the subject finds the stored row.
 */
export function contactMessageMail(message: {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}): Template {
  const name = shownName(message.name);
  const subject = message.subject.replace(/\s+/gu, " ").trim();
  const received = `${message.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return compose({
    subject: `Contact form: ${subject} (message ${message.id})`,
    greeting: "Hello,",
    paragraphs: [
      name
        ? `${name} <${message.email}> wrote through the contact form on ${received}.`
        : `Someone at <${message.email}> wrote through the contact form on ${received}. The name they gave looks like a web address, so it is left out.`,
      `Subject: ${subject}`,
    ],
    quote: message.message,
    footer: `Reply to this mail to answer them: your reply goes to ${message.email}. The message is stored as ${message.id}.`,
  });
}
