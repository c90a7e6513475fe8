import { cn } from "~/lib/utils";
import { BarChart3, Check } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { Responses } from "~/assessment/scoring";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useLanguage, useLocalize } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import {
  contributionsPath,
  forgetContributor,
  keptContribution,
  keepContribution,
  postContribution,
  subscribeToContributions,
} from "./statistics-consent-client";

/** Where the account's setting is (the "Statistics" section of /account/data). */
export const statisticsSettingPath = "/account/data#statistics";

/**
 * The results screen's offer to give the answers to the site's statistics (issue 22, departure
 * 20): off until the person chooses. A visitor gives this one result, and this browser keeps the
 * random id it is given under, to withdraw with; a signed-in person turns their account's choice
 * on, which gives every saved result. Self-contained: the screen passes what it knows and nothing
 * else depends on it.
 */
export function StatisticsConsent({
  user,
  answers,
  submissionId,
}: {
  user: { id: string } | null;
  /** The visitor's 60 answers and the attempt's id (only a visitor gives one result alone). */
  answers?: Responses;
  submissionId?: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mb-12 w-full max-w-5xl px-4 sm:px-6"
      data-testid="statistics-consent"
    >
      <div className="rounded-lg border bg-card p-5 text-card-foreground">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <BarChart3 className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t("consent:panel.title")}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t("consent:what")}</p>
        <PrivacyLine />
        {user ? (
          <AccountChoice />
        ) : answers && submissionId ? (
          <VisitorChoice answers={answers} submissionId={submissionId} />
        ) : null}
      </div>
    </section>
  );
}

/** "What is kept, and where the privacy policy says more": the panel's and the account setting's. */
export function PrivacyLine({ className = "mt-2" }: { className?: string }) {
  const t = useT();
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      {t.rich(
        "consent:privacy",
        {},
        {
          link: (children) => (
            <SiteLink
              key="link"
              to="/legal/privacy-policy"
              className="font-medium text-primary underline underline-offset-4"
            >
              {children}
            </SiteLink>
          ),
        },
      )}
    </p>
  );
}

type Status = "idle" | "busy" | "failed" | "withdrawn";

function VisitorChoice({ answers, submissionId }: { answers: Responses; submissionId: string }) {
  const t = useT();
  const { code: locale } = useLanguage();
  const kept = useSyncExternalStore(subscribeToContributions, keptContribution, () => null);
  const added = Boolean(kept?.submissions.includes(submissionId));
  const [status, setStatus] = useState<Status>("idle");
  // After adding or withdrawing, the button that replaces the one pressed takes the focus.
  const next = useRef<HTMLButtonElement>(null);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) next.current?.focus();
  }, [added]);

  const add = useCallback(async () => {
    setStatus("busy");
    const answer = await postContribution(
      {
        intent: "add",
        submissionId,
        responses: answers,
        locale,
        ...(kept ? { contributorId: kept.contributorId } : {}),
      },
      locale,
    );
    const contributorId = (answer as { contributorId?: unknown } | null)?.contributorId;
    if (typeof contributorId !== "string") return setStatus("failed");
    acted.current = true;
    keepContribution(contributorId, submissionId);
    setStatus("idle");
  }, [answers, submissionId, locale, kept]);

  const withdraw = useCallback(async () => {
    if (!kept) return;
    setStatus("busy");
    const answer = await postContribution(
      { intent: "withdraw", contributorId: kept.contributorId },
      locale,
    );
    if (!answer) return setStatus("failed");
    acted.current = true;
    forgetContributor();
    setStatus("withdrawn");
  }, [kept, locale]);

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {added ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium" role="status">
            <Check className="size-4 text-primary" aria-hidden="true" />
            {t("consent:panel.added")}
          </p>
          <Button
            ref={next}
            variant="outline"
            size="sm"
            onClick={withdraw}
            disabled={status === "busy"}
          >
            {t("consent:panel.withdraw")}
          </Button>
        </>
      ) : (
        <Button ref={next} variant="outline" onClick={add} disabled={status === "busy"}>
          {status === "busy" ? t("consent:panel.busy") : t("consent:panel.add")}
        </Button>
      )}
      <StatusLine status={status} />
    </div>
  );
}

/**
 * A signed-in person's choice is their account's: read once the page is in the browser. Without
 * JavaScript the button's form turns it on through the account setting's own form.
 */
function AccountChoice() {
  const t = useT();
  const localize = useLocalize();
  const { code: locale } = useLanguage();
  const [on, setOn] = useState<boolean | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  useEffect(() => {
    let live = true;
    fetch(contributionsPath, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { account?: { on?: unknown } | null } | null) => {
        if (live && typeof body?.account?.on === "boolean") setOn(body.account.on);
      })
      .catch(() => {
        // Unknown: the button stays, and turning the choice on twice changes nothing.
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus("busy");
    const answer = await postContribution({ intent: "account", on: true }, locale);
    if ((answer as { on?: unknown } | null)?.on !== true) return setStatus("failed");
    setOn(true);
    setStatus("idle");
  };

  const settingLink = (
    <SiteLink
      to={statisticsSettingPath}
      className="text-sm font-medium text-primary underline underline-offset-4"
    >
      {t("consent:panel.accountLink")}
    </SiteLink>
  );

  if (on) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-sm font-medium" role="status">
          <Check className="size-4 text-primary" aria-hidden="true" />
          {t("consent:panel.accountOn")}
        </p>
        {settingLink}
      </div>
    );
  }
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{t("consent:panel.accountWhat")}</p>
      <form
        method="post"
        action={localize("/account/data")}
        onSubmit={turnOn}
        className="mt-4 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="statistics" />
        <Button
          type="submit"
          name="choice"
          value="on"
          variant="outline"
          disabled={status === "busy"}
        >
          {status === "busy" ? t("consent:panel.busy") : t("consent:panel.accountAdd")}
        </Button>
        {settingLink}
        <StatusLine status={status} />
      </form>
    </>
  );
}

function StatusLine({ status }: { status: Status }) {
  const t = useT();
  return (
    <p role="status" className="w-full text-sm empty:hidden">
      {status === "failed" ? (
        <span className="text-destructive">{t("consent:failed")}</span>
      ) : status === "withdrawn" ? (
        t("consent:panel.withdrawn")
      ) : null}
    </p>
  );
}
