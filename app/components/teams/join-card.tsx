import { LogIn, UserPlus, Users } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { forgetSavedResult } from "~/components/test/storage";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";
import type { FormAnswer } from "~/lib/forms";
import { useOptionalUser } from "~/lib/use-user";

/** A refusal key of the teams catalogue (`teams:refusal.*`), as the server names a problem. */
type RefusalKey = Extract<MessageKey, `teams:refusal.${string}`>;

/** What a page that joins a team (by invitation or by link) shows its visitor. */
export type JoinView =
  /** Signed out: which team, and the ways to sign up or in that bring them back. */
  | { kind: "signed-out"; returnPath: string }
  /** Signed in and welcome: the button that joins. */
  | { kind: "confirm"; name: string; email: string }
  /** Cannot join from here, and why. */
  | { kind: "problem"; problem: RefusalKey };

const problemTitles: Partial<Record<RefusalKey, MessageKey>> = {
  "teams:refusal.invitationExpired": "teams:problem.invitationExpired",
  "teams:refusal.invitationWithdrawn": "teams:problem.invitationWithdrawn",
  "teams:refusal.invitationUsed": "teams:problem.invitationUsed",
  "teams:refusal.invitationUnknown": "teams:problem.invitationUnknown",
  "teams:refusal.invitationOtherAddress": "teams:problem.invitationOtherAddress",
  "teams:refusal.invitationUnconfirmed": "teams:problem.invitationUnconfirmed",
  "teams:refusal.linkExpired": "teams:problem.linkExpired",
  "teams:refusal.linkOff": "teams:problem.linkOff",
  "teams:refusal.linkUnknown": "teams:problem.linkUnknown",
  "teams:refusal.full": "teams:problem.full",
};

/** Problems a new invitation or link would solve: the page says whom to ask for one. */
const askForNew = new Set<RefusalKey>([
  "teams:refusal.invitationExpired",
  "teams:refusal.invitationWithdrawn",
  "teams:refusal.invitationUsed",
  "teams:refusal.invitationUnknown",
  "teams:refusal.linkExpired",
  "teams:refusal.linkOff",
  "teams:refusal.linkUnknown",
]);

/**
 * The one card of /teams/invitations/:token and /teams/join/:token (issue 23): the team, who
 * invited, until when, and what the visitor can do. Every button is a link or a form post, so it
 * all works without JavaScript. A refused join (`answer.refusal`) replaces the button with why.
 */
export function JoinCard({
  title,
  intro,
  until,
  view,
  answer,
}: {
  /** "Join Platform"; null when the token leads to no team we can name. */
  title: string | null;
  intro: string | null;
  until: string | null;
  view: JoinView;
  answer: (FormAnswer & { refusal?: RefusalKey | null }) | undefined;
}) {
  const t = useT();
  const shown: JoinView =
    answer?.refusal && view.kind === "confirm"
      ? { kind: "problem", problem: answer.refusal }
      : view;
  const heading =
    shown.kind === "problem"
      ? t(problemTitles[shown.problem] ?? "teams:problem.other")
      : (title ?? t("teams:join.meta.title"));
  return (
    <section className="flex flex-1 items-center justify-center bg-muted px-4 py-16">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <div className="flex items-center gap-3">
            <Users aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <CardTitle as="h1" className="text-2xl font-bold break-words">
              {heading}
            </CardTitle>
          </div>
          {shown.kind !== "problem" && intro ? (
            <CardDescription className="break-words">{intro}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {shown.kind === "problem" ? (
            <Problem problem={shown.problem} />
          ) : (
            <>
              {until ? <p>{until}</p> : null}
              <p>{t("teams:join.sharesNothing")}</p>
              {answer?.result.error?.[""] && !answer.refusal ? (
                <FormAlert title={answer.title} takeFocus focusKey={answer}>
                  {answer.result.error[""].join(" ")}
                </FormAlert>
              ) : null}
              {shown.kind === "signed-out" ? (
                <SignedOut returnPath={shown.returnPath} />
              ) : (
                <Confirm name={shown.name} email={shown.email} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SignedOut({ returnPath }: { returnPath: string }) {
  const t = useT();
  const back = new URLSearchParams({ redirectTo: returnPath });
  return (
    <>
      <p>{t("teams:join.needAccount")}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <SiteLink to={`/auth?mode=signup&${back}`}>
            <UserPlus aria-hidden="true" />
            {t("teams:join.signUp")}
          </SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink to={`/auth?${back}`}>
            <LogIn aria-hidden="true" />
            {t("teams:join.signIn")}
          </SiteLink>
        </Button>
      </div>
    </>
  );
}

function Confirm({ name, email }: { name: string; email: string }) {
  const t = useT();
  // This page's own address, already in the page's language.
  const navigation = useNavigation();
  const here = useLocation().pathname;
  const pending =
    navigation.state === "submitting" && navigation.formAction?.split("?")[0] === here;
  return (
    <Form method="post" className="grid gap-4">
      <p className="break-words">{t("teams:join.signedInAs", { name, email })}</p>
      <input type="hidden" name="intent" value="join" />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t("teams:form.wait") : t("teams:join.confirm")}
        </Button>
      </div>
    </Form>
  );
}

function Problem({ problem }: { problem: RefusalKey }) {
  const t = useT();
  const user = useOptionalUser();
  return (
    <>
      <FormAlert>
        <p>{t(problem)}</p>
        {askForNew.has(problem) ? <p className="mt-2">{t("teams:join.askForNew")}</p> : null}
      </FormAlert>
      {problem === "teams:refusal.invitationOtherAddress" && user ? (
        <Form method="post" onSubmit={() => forgetSavedResult(user.id)}>
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline">
            <LogIn aria-hidden="true" />
            {t("teams:join.signOutAndBack")}
          </Button>
        </Form>
      ) : null}
      <div>
        <Button asChild variant={user ? "default" : "outline"}>
          <SiteLink to={user ? "/teams" : "/"}>
            {user ? t("teams:join.toTeams") : t("teams:join.home")}
          </SiteLink>
        </Button>
      </div>
    </>
  );
}
