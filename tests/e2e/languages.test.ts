import { expect, test } from "vitest";
import { english, pseudo, translated } from "../support/english";
import { seriousViolations } from "../support/axe";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/browser-hooks";
import { serverForFile } from "../attack/support";
import { pseudoSignUp } from "../support/pseudo-sign-up";

/**
 * Issue 21, "How it works" (decision 034), on a server that also serves the pseudo-locale, the
 * one language besides English until translations are complete: prefixed URLs, <html lang dir>,
 * hreflang, the switcher in header and footer by keyboard, the remembered choice, and the
 * suggestion drawn from the browser's languages without any redirect.
 */
const server = serverForFile({ I18N_PSEUDO_LOCALE: "1" });
const browser = sharedBrowser();

test("a prefixed page is in its language, with lang, hreflang and og:locale; unknown prefixes are 404", async () => {
  const { url } = server();
  const html = await (await fetch(`${url}/en-xa/about`)).text();
  expect(html).toContain('<html lang="en-XA" dir="ltr"');
  expect(html).toContain('<meta property="og:locale" content="en_XA"/>');
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${url}/about"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en-XA" href="${url}/en-xa/about"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${url}/about"/>`);
  // The header's words come from the pseudo catalogue; its links keep the language.
  expect(html).toContain("[Ɓłöğ ··]");
  expect(html).toContain('href="/en-xa/blog"');
  expect(html).not.toContain(`>${english("common:nav.blog")}<`);

  const englishHtml = await (await fetch(`${url}/about`)).text();
  expect(englishHtml).toContain('<html lang="en" dir="ltr"');
  expect(englishHtml).toContain(`>${english("common:nav.blog")}<`);

  for (const path of ["/xx/about", "/ES/about", "/EN-XA/about", "/en/about"])
    expect((await fetch(`${url}${path}`)).status, path).toBe(404);
});

test("a page not written in the language says so in it, points its canonical address at the English page, and is in the sitemap only where it is written", async () => {
  const { url } = server();
  const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
  const blog = strip(await (await fetch(`${url}/en-xa/blog`)).text());
  expect(blog).toContain(pseudo("common:pageLanguage.blog"));
  expect(blog).toContain(`<link rel="canonical" href="${url}/blog"/>`);
  expect(blog).not.toContain('rel="alternate" hrefLang="en-XA"');
  const legal = strip(await (await fetch(`${url}/en-xa/legal/privacy-policy`)).text());
  expect(legal).toContain(pseudo("common:pageLanguage.legal"));
  // The pseudo-locale is a tier-2 language: its about page and its type pages (drawn from the
  // English, like a translated language's content/locales folder) are its own.
  const about = strip(await (await fetch(`${url}/en-xa/about`)).text());
  expect(about).toContain(`<link rel="canonical" href="${url}/en-xa/about"/>`);
  const notTranslated = (code: string, name: string) =>
    translated(code, "common:pageLanguage.notTranslated", { language: name });
  expect(about).not.toContain(
    pseudo("common:pageLanguage.notTranslated", { language: "Ëñğłîšĥ (pseudo)" }),
  );
  const type = strip(await (await fetch(`${url}/en-xa/personality-types/intj`)).text());
  expect(type).toContain(`<link rel="canonical" href="${url}/en-xa/personality-types/intj"/>`);
  expect(type).not.toContain(
    pseudo("common:pageLanguage.notTranslated", { language: "Ëñğłîšĥ (pseudo)" }),
  );
  expect(type).not.toContain('<div lang="en" dir="ltr" class="contents">');
  // A tier-1 language reads the English type pages, with the note in its own words.
  const korean = strip(await (await fetch(`${url}/ko/personality-types/intj`)).text());
  expect(korean).toContain(`<link rel="canonical" href="${url}/personality-types/intj"/>`);
  expect(korean).toContain(notTranslated("ko", "한국어"));
  expect(korean).toContain('<div lang="en" dir="ltr" class="contents">');

  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toContain("/en-xa/personality-test");
  expect(locs).toContain("/en-xa/about");
  expect(locs).toContain("/blog");
  expect(locs.filter((path) => /^\/en-xa\/(blog|legal)/.test(path))).toEqual([]);
  expect(locs).toContain("/en-xa/personality-types/intj/friendships");
  const entry = sitemap.match(new RegExp(`<url><loc>${url}/en-xa/about</loc>.*?</url>`))?.[0];
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url}/about"/>`);
  expect(entry).toContain(
    `<xhtml:link rel="alternate" hreflang="en-XA" href="${url}/en-xa/about"/>`,
  );
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url}/about"/>`);
  // A tier-1 language has the test page of its own, not the about page.
  expect(locs).toContain("/ko/personality-test");
  expect(locs).not.toContain("/ko/about");
  expect(locs).not.toContain("/ko/personality-types/intj");
});

test("signing up from a page in a language sends the confirmation in it, with its link to the page in that language", async () => {
  const { url } = server();
  const { page, problems } = await openPage(browser());
  const { mail } = await pseudoSignUp(page, url, "language");
  expect(mail).toContain(pseudo("mail:verification.subject", { site: "TypeAtlas" }));
  expect(mail).toMatch(new RegExp(`${url}/en-xa/auth/verify\\?token=`));
  expect(problems).toEqual([]);
  await page.context().close();
});

test("the switcher works by keyboard, keeps the page, remembers the choice, and the same URL is the same language for everyone", async () => {
  const { url } = server();
  const { page, problems } = await openPage(browser(), { locale: "en-US", bypassCSP: true });
  await page.goto(`${url}/about`);
  const footer = page.getByRole("contentinfo");
  const summary = footer.locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const pseudo = footer.getByRole("link", { name: /pseudo/ });
  await pseudo.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${url}/en-xa/about`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-XA");
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en-XA");
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes the header's menu and gives focus back to its button.
  const header = page.getByRole("banner");
  const headerSummary = header.locator("summary");
  await headerSummary.click();
  await page.keyboard.press("Escape");
  expect(await header.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(
    false,
  );

  // The English address stays English for this visitor too: the cookie changes no URL's language.
  await page.goto(`${url}/about`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a browser that prefers a served language gets a suggestion in that language, never a redirect; answering it is remembered", async () => {
  const { url } = server();
  const { page, problems } = await openPage(browser(), { locale: "en-XA" });
  await page.goto(`${url}/blog`);
  expect(page.url()).toBe(`${url}/blog`);
  const suggestion = page.getByRole("region", { name: /ŧĥîš|Ţĥîš/ });
  await suggestion.waitFor();
  expect(await suggestion.getAttribute("lang")).toBe("en-XA");
  await suggestion.getByRole("button").click();
  await suggestion.waitFor({ state: "detached" });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("region", { name: /ŧĥîš|Ţĥîš/ }).count()).toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("/language refuses an unknown language with a clear 400 and leaves no cookie; return must be local", async () => {
  const { url } = server();
  const bad = await fetch(`${url}/language?to=xx&return=/about`, { redirect: "manual" });
  expect(bad.status).toBe(400);
  expect(bad.headers.get("set-cookie")).toBeNull();
  const away = await fetch(`${url}/language?to=en-XA&return=//evil.example/x`, {
    redirect: "manual",
  });
  expect(away.status).toBe(303);
  expect(away.headers.get("location")).toBe("/en-xa");
  const back = await fetch(`${url}/language?to=en&return=/en-xa/blog?page=2`, {
    redirect: "manual",
  });
  expect(back.headers.get("location")).toBe("/blog?page=2");
});
