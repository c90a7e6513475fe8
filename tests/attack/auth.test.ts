import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SpawnedServer } from "../support/server";
import { totp } from "../support/totp";
import {
  cookiesFrom,
  formBody,
  outboxLink,
  password,
  sessionCookie,
  signUpAndVerify,
  startServer,
} from "./support";

/**
 * The account holes of issue 17 (items 5, 7, 10, 11 and the trial of 12), against a production
 * server on 127.0.0.1, over HTTP as a browser (or an attacker) would send the requests.
 */
let server: SpawnedServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: formBody(fields),
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
}

async function signIn(email: string, secret = password): Promise<string> {
  const response = await post("/auth", { intent: "sign-in", email, password: secret });
  expect(response.status).toBe(302);
  return sessionCookie(cookiesFrom(response));
}

/** Whether this session cookie still opens the account area. */
async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${server.url}/account`, {
    headers: { cookie },
    redirect: "manual",
  });
  if (response.status === 200) return true;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  return false;
}

describe("two-factor sign-in (item 5)", () => {
  test("turning two-factor on signs out every other session, and keeps this browser signed in", async () => {
    const email = "two.factor@example.com";
    const here = await signUpAndVerify(server.url, { name: "Tess", email });
    const elsewhere = await signIn(email);
    expect(await signedIn(elsewhere)).toBe(true);

    const setup = await post("/account/security", { intent: "set-up-two-factor", password }, here);
    expect(setup.status).toBe(200);
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await setup.text())?.[1];
    expect(secret).toBeTruthy();
    // As a browser with JavaScript off sends it: the code alone, answered by a redirect back to
    // the page, so the next request carries the new session.
    const confirmed = await post(
      "/account/security",
      { intent: "confirm-two-factor", code: totp(secret!) },
      here,
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/account/security");
    // better-auth gives this browser a new session when two-factor goes on.
    const hereNow = sessionCookie(cookiesFrom(confirmed));

    expect(await signedIn(hereNow)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });
});

describe("redirects after sign-in (item 7)", () => {
  test("a redirectTo that a browser would read as another host sends the user home instead", async () => {
    const email = "redirects@example.com";
    await signUpAndVerify(server.url, { name: "Remy", email });
    for (const redirectTo of ["/.//evil.example", "/%2e//evil.example", "/x/..//evil.example"]) {
      const response = await post("/auth", { intent: "sign-in", email, password, redirectTo });
      expect(response.status).toBe(302);
      const location = response.headers.get("location")!;
      expect(new URL(location, server.url).origin, redirectTo).toBe(new URL(server.url).origin);
      expect(location).toBe("/");
    }
  });
});

/** Mails in the local outbox to this address whose subject starts so. */
async function mailsTo(email: string, subject: string): Promise<number> {
  const page = (await (await fetch(`${server.url}/dev/outbox`)).text()).replaceAll("<!-- -->", "");
  return page
    .split("<article")
    .slice(1)
    .filter((article) => article.includes(`To: ${email}`) && article.includes(`>${subject}`))
    .length;
}

describe("weak passwords and sign-up mails (item 10)", () => {
  const weak = [
    ["password", "That password is too common and easy to guess."],
    ["12345678", "That password is a simple sequence, like 12345678 or qwertyui"],
    ["        ", "A password made only of spaces is easy to guess."],
  ] as const;

  async function expectRefused(response: Response, message: string) {
    expect(response.status).toBe(400);
    const page = (await response.text()).replaceAll("<!-- -->", "");
    expect(page).toContain(message);
  }

  test("sign-up refuses password, 12345678 and eight spaces with a message naming the rule", async () => {
    for (const [weakPassword, message] of weak) {
      const email = `weak.signup.${weakPassword.trim() || "spaces"}@example.com`;
      const response = await post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Wendy",
        email,
        password: weakPassword,
      });
      await expectRefused(response, message);
      expect(await mailsTo(email, "Confirm your e-mail address")).toBe(0);
    }
  });

  test("a password reset refuses them too, and the link still works for a good password", async () => {
    const email = "weak.reset@example.com";
    await signUpAndVerify(server.url, { name: "Rhea", email });
    const asked = await post("/auth/forgot-password", { email });
    expect(asked.status).toBeLessThan(400);
    const link = new URL(await outboxLink(server.url, email, "/auth/reset-password?token="));
    const token = link.searchParams.get("token")!;
    for (const [weakPassword, message] of weak) {
      const response = await post("/auth/reset-password", {
        token,
        password: weakPassword,
        confirmPassword: weakPassword,
      });
      await expectRefused(response, message);
    }
    const good = "a better passphrase 7";
    const reset = await post("/auth/reset-password", {
      token,
      password: good,
      confirmPassword: good,
    });
    expect(reset.status).toBe(302);
    await signIn(email, good);
  });

  test("changing the password refuses them too, and the old one keeps working", async () => {
    const email = "weak.change@example.com";
    const cookie = await signUpAndVerify(server.url, { name: "Chao", email });
    for (const [weakPassword, message] of weak) {
      const response = await post(
        "/account/security",
        {
          intent: "change-password",
          currentPassword: password,
          newPassword: weakPassword,
          confirmPassword: weakPassword,
        },
        cookie,
      );
      await expectRefused(response, message);
    }
    await signIn(email);
  });

  test("signing up again with a registered address mails its owner once, not every time", async () => {
    const email = "already.here@example.com";
    await signUpAndVerify(server.url, { name: "Ari", email });
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await post("/auth?mode=signup", {
        intent: "sign-up",
        name: "Someone else",
        email,
        password: "another fine passphrase",
      });
      expect(again.status).toBe(200);
    }
    expect(await mailsTo(email, "You already have a TypeAtlas account")).toBe(1);
  });

  test("a name that looks like a link never reaches the mail, and a long one is shortened", async () => {
    const mailOf = async (email: string) => {
      const page = (await (await fetch(`${server.url}/dev/outbox`)).text()).replaceAll(
        "<!-- -->",
        "",
      );
      const article = page
        .split("<article")
        .find((candidate) => candidate.includes(`To: ${email}`));
      expect(article).toBeDefined();
      return article!;
    };
    const linkName = "Claim your prize at prize-desk.example now";
    await post("/auth?mode=signup", {
      intent: "sign-up",
      name: linkName,
      email: "link.name@example.com",
      password,
    });
    const linkMail = await mailOf("link.name@example.com");
    expect(linkMail).not.toContain("prize-desk");
    expect(linkMail).toContain("Hi,");

    const longName = "Maximiliana Theodora Evangelina Rosalind Beaumont-Fairweather";
    await post("/auth?mode=signup", {
      intent: "sign-up",
      name: longName,
      email: "long.name@example.com",
      password,
    });
    const longMail = await mailOf("long.name@example.com");
    expect(longMail).not.toContain(longName);
    expect(longMail).toContain(`Hi ${longName.slice(0, 39).trimEnd()}…`);
  });
});

describe("confirmation links (item 11)", () => {
  test("an attacker's unused link opened in the victim's browser confirms the address and signs nobody in", async () => {
    const email = "attacker.account@example.com";
    // The attacker signs up in their own browser, and keeps its cookies to themselves.
    const signUp = await post("/auth?mode=signup", {
      intent: "sign-up",
      name: "Mallory",
      email,
      password,
    });
    expect(signUp.status).toBe(200);
    const link = await outboxLink(server.url, email, "/auth/verify?token=");

    // The victim's browser opens the link: it has its own cookies, not the attacker's.
    const opened = await fetch(link, { headers: { cookie: "theme=dark" }, redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(opened)).not.toMatch(/session_token/);

    // The page it lands on says the address is confirmed and asks to sign in.
    const page = await fetch(`${server.url}/auth`, { headers: { cookie: cookiesFrom(opened) } });
    const text = (await page.text()).replaceAll("<!-- -->", "");
    expect(text).toContain("Your email address is confirmed. Sign in to continue.");

    // The address is confirmed: the attacker (or the owner) can sign in with the password.
    await signIn(email);
  });

  test("a mark for another address or a forged one signs nobody in, and a redirectTo is kept", async () => {
    const email = "own.browser@example.com";
    const signUp = await post("/auth?mode=signup", {
      intent: "sign-up",
      name: "Owen",
      email,
      password,
    });
    const link = await outboxLink(server.url, email, "/auth/verify?token=");
    const elsewhere = await fetch(`${link}&redirectTo=%2Fpricing`, { redirect: "manual" });
    expect(elsewhere.headers.get("location")).toBe("/auth?redirectTo=%2Fpricing");
    expect(cookiesFrom(elsewhere)).not.toMatch(/session_token/);

    const email2 = "own.browser.two@example.com";
    const signUp2 = await post("/auth?mode=signup", {
      intent: "sign-up",
      name: "Owen",
      email: email2,
      password,
    });
    const link2 = await outboxLink(server.url, email2, "/auth/verify?token=");
    // A sign-up cookie for another address does not count.
    const wrongMark = await fetch(link2, {
      headers: { cookie: cookiesFrom(signUp) },
      redirect: "manual",
    });
    expect(wrongMark.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(wrongMark)).not.toMatch(/session_token/);
    // A forged mark (unsigned) does not count either.
    const forged = cookiesFrom(signUp2).replace(
      /signed-up=[^;]+/,
      "signed-up=InRoZSBoYXNoIg%3D%3D",
    );
    expect(forged).toContain("signed-up=");
    const forgedOpen = await fetch(link2, { headers: { cookie: forged }, redirect: "manual" });
    expect(cookiesFrom(forgedOpen)).not.toMatch(/session_token/);
  });

  test("the browser that signed up is signed in by its link", async () => {
    const email = "own.browser.three@example.com";
    const signUp = await post("/auth?mode=signup", {
      intent: "sign-up",
      name: "Ola",
      email,
      password,
    });
    const link = await outboxLink(server.url, email, "/auth/verify?token=");
    const opened = await fetch(link, {
      headers: { cookie: cookiesFrom(signUp) },
      redirect: "manual",
    });
    expect(opened.headers.get("location")).toBe("/");
    expect(await signedIn(sessionCookie(cookiesFrom(opened)))).toBe(true);
  });

  test("a browser that gives the right password before confirming is signed in by the new link", async () => {
    const email = "own.browser.four@example.com";
    await post("/auth?mode=signup", { intent: "sign-up", name: "Ines", email, password });
    // Another browser (no sign-up mark) signs in with the right password: refused until the
    // address is confirmed, and a new link is sent for this browser.
    const tried = await post("/auth", { intent: "sign-in", email, password });
    expect(tried.status).toBe(403);
    expect(cookiesFrom(tried)).toContain("signed-up=");
    const link = await outboxLink(server.url, email, "/auth/verify?token=");
    const opened = await fetch(link, {
      headers: { cookie: cookiesFrom(tried) },
      redirect: "manual",
    });
    expect(opened.headers.get("location")).toBe("/");
    expect(await signedIn(sessionCookie(cookiesFrom(opened)))).toBe(true);
  });

  test("a wrong password before confirming marks no browser", async () => {
    const email = "own.browser.five@example.com";
    await post("/auth?mode=signup", { intent: "sign-up", name: "Iver", email, password });
    const tried = await post("/auth", { intent: "sign-in", email, password: "not the password" });
    expect(tried.status).toBe(401);
    expect(cookiesFrom(tried)).not.toContain("signed-up=");
  });
});

describe("the toast cookie (item 12)", () => {
  /** A toast cookie as an attacker would write it: React Router's encoding, without a signature. */
  const forged = (title: string) =>
    `toast=${encodeURIComponent(btoa(JSON.stringify({ type: "error", title })))}`;

  test("a toast cookie the site did not sign is never shown, and is cleared", async () => {
    const title = "Your payment failed, call 555 0100 now";
    const response = await fetch(`${server.url}/pricing`, { headers: { cookie: forged(title) } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(title);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^toast=[^;]*;.*Max-Age=0/m);
  });

  test("the site's own toast still shows once after a redirect", async () => {
    const email = "toast.owner@example.com";
    await signUpAndVerify(server.url, { name: "Tova", email });
    const signedIn = await post("/auth", { intent: "sign-in", email, password });
    expect(signedIn.status).toBe(302);
    const cookies = cookiesFrom(signedIn);
    expect(cookies).toMatch(/toast=[^;]+\.[^;]+/);
    const page = await fetch(`${server.url}/`, { headers: { cookie: cookies } });
    expect((await page.text()).replaceAll("<!-- -->", "")).toContain("Welcome back");
  });
});
