import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";
import { englishAuthTranslate } from "./english-auth";

/**
 * Passwords people would guess first, refused as NIST SP 800-63B (5.1.1.2) asks: the most common
 * passwords from a published list, and the trivial ones a list cannot hold (one repeated
 * character, spaces only, simple sequences, the person's own name or address). Length limits and
 * nothing else stay in validation.ts, which the browser shares (departures #4: no composition
 * rules).
 */
export type WeakPasswordRule = "spaces" | "repeated" | "sequence" | "personal" | "common";

/** Each rule's message (the auth catalogue, decision 034), said beside the password field. */
export const weakPasswordMessages = {
  spaces: "auth:weak.spaces",
  repeated: "auth:weak.repeated",
  sequence: "auth:weak.sequence",
  personal: "auth:weak.personal",
  common: "auth:weak.common",
} as const satisfies Record<WeakPasswordRule, MessageKey>;

/**
 * The words for better-auth's refusal of a weak password, in the page's language: better-auth
 * passes on the hook's English message, from which the rule is read back.
 */
export function weakPasswordText(message: string, t: Translate): string {
  const english = englishAuthTranslate();
  const rule = (Object.keys(weakPasswordMessages) as WeakPasswordRule[]).find(
    (rule) => english(weakPasswordMessages[rule]) === message,
  );
  return rule ? t(weakPasswordMessages[rule]) : message;
}

/** better-auth's error code for a refused password, for pages that show it on the field. */
export const weakPasswordCode = "PASSWORD_TOO_WEAK";

let common: Promise<Set<string>> | undefined;

/**
 * zxcvbn-ts's list of common passwords (MIT; about 49,000 entries from leaked-password corpora),
 * loaded on first use. Only entries of 8 characters or more matter: shorter ones are refused by
 * length already.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set(
        dictionary["passwords-common"]
          .map((entry) => entry.toLowerCase())
          .filter((entry) => entry.length >= 8),
      ),
  );
  return common;
}

/** Rows of the usual keyboards and the alphabet and digits, each also read backwards. */
const sequences = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiop",
  "qwertzuiop",
  "azertyuiop",
  "asdfghjkl",
  "zxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
  "qazwsxedcrfvtgbyhnujmikolp",
].flatMap((row) => [row, [...row].reverse().join("")]);

/** Letters and digits only, lower-cased: "Alice K." and "alice.k" read alike. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Which rule the password breaks, or null when it is fine. */
export async function weakPasswordRule(
  password: string,
  about: { email?: string | null; name?: string | null } = {},
): Promise<WeakPasswordRule | null> {
  if (password.trim() === "") return "spaces";
  const lower = password.toLowerCase();
  // One character repeated, or a short run repeated ("abababab", "12121212").
  if (/^(.{1,4})\1+$/su.test(lower)) return "repeated";
  if (lower.length >= 4 && sequences.some((row) => row.includes(lower))) return "sequence";
  if (isPersonal(password, about)) return "personal";
  if ((await commonPasswords()).has(lower)) return "common";
  return null;
}

function isPersonal(password: string, about: { email?: string | null; name?: string | null }) {
  const email = about.email?.toLowerCase() ?? "";
  const candidates = [email, email.split("@")[0] ?? "", about.name ?? ""]
    .map(bare)
    .filter((candidate) => candidate.length >= 3);
  // The name or address itself, perhaps with a number after it ("alice2024").
  const core = bare(password).replace(/\d+$/, "");
  return candidates.some((candidate) => core === candidate || bare(password) === candidate);
}

/**
 * Runs before every better-auth endpoint that sets a password, so no path (sign-up, reset,
 * change, or one added later through the same endpoints) can skip the rule. Refuses with a 400
 * whose message names the rule.
 */
export const refuseWeakPasswords = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  let password: unknown;
  let about: { email?: string | null; name?: string | null } = {};
  switch (ctx.path) {
    case "/sign-up/email":
      password = body.password;
      about = { email: String(body.email ?? ""), name: String(body.name ?? "") };
      break;
    case "/reset-password": {
      password = body.newPassword;
      about = await resetUser(ctx, body.token);
      break;
    }
    case "/change-password":
    case "/set-password": {
      password = body.newPassword;
      about = (await getSessionFromCtx(ctx))?.user ?? {};
      break;
    }
    default:
      return;
  }
  if (typeof password !== "string") return;
  const rule = await weakPasswordRule(password, about);
  if (rule) {
    throw new APIError("BAD_REQUEST", {
      code: weakPasswordCode,
      message: englishAuthTranslate()(weakPasswordMessages[rule]),
    });
  }
});

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a reset token belongs to (better-auth keeps it as "reset-password:<token>"). */
async function resetUser(ctx: HookContext, token: unknown) {
  if (typeof token !== "string" || !token) return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification) return {};
  return (await ctx.context.internalAdapter.findUserById(verification.value)) ?? {};
}
