import { getFormProps, getSelectProps } from "@conform-to/react";
import { ClipboardList } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useT } from "~/i18n/use-t";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { cn } from "~/lib/utils";
import { makeShareSchema, type ShareIntent } from "./share-form";
import { teamPath } from "./team-nav";

/** One of the reader's saved results, as the choice lists it. */
export interface ShareChoice {
  id: string;
  type: string;
  completedAt: string;
}

export interface YourSharing {
  /** The result the team sees now, or null. */
  shared: ShareChoice | null;
  /** Their newest saved results, newest first (with the shared one, if it is older). */
  choices: ShareChoice[];
  /** More saved results than the choice lists. */
  more: boolean;
}

export type ShareAnswer = FormAnswer & { form: ShareIntent | "unknown" };

/**
 * The reader's own part of a team (issue 23): which of their saved results the team sees, a
 * choice of their saved results to share or change it, stopping, or the test to take first.
 * Plain forms, so it all works without JavaScript; joining shares nothing, and the panel says so.
 */
export function SharingPanel({
  team,
  you,
  answer,
}: {
  team: { id: string; name: string };
  you: YourSharing;
  answer: ShareAnswer | undefined;
}) {
  const t = useT();
  const noTest = you.choices.length === 0;
  return (
    <section aria-labelledby="you-heading" className="rounded-lg border bg-card p-5 sm:p-6">
      <h3 id="you-heading" className="text-xl font-bold">
        {t("teamView:overview.you.title")}
      </h3>
      {answer?.form === "unknown" ? (
        <div className="mt-3">
          <FormErrors
            form={{ errors: answer.result.error?.[""] ?? [], errorId: "share-unknown-error" }}
            title={answer.title}
          />
        </div>
      ) : null}
      <p className="mt-2 font-medium" data-testid="your-sharing">
        {you.shared
          ? t("teamView:overview.you.sharing", {
              type: you.shared.type,
              when: you.shared.completedAt,
            })
          : noTest
            ? t("teamView:overview.you.noTest")
            : t("teamView:overview.you.notSharing")}
      </p>
      {noTest ? (
        <>
          <p className="mt-2 max-w-2xl text-pretty text-sm text-muted-foreground">
            {t("teamView:overview.you.howToShare", { team: team.name })}
          </p>
          <Button asChild className="mt-4">
            <SiteLink to="/personality-test">
              <ClipboardList aria-hidden="true" />
              {t("teamView:overview.you.takeTest")}
            </SiteLink>
          </Button>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <ShareForm team={team} you={you} answer={answer?.form === "share" ? answer : undefined} />
          {you.shared ? (
            <StopSharingForm
              team={team}
              answer={answer?.form === "stop-sharing" ? answer : undefined}
            />
          ) : null}
        </div>
      )}
      <p className="mt-4 max-w-2xl text-pretty text-sm text-muted-foreground">
        {t("teamView:overview.you.nothingByJoining")}
      </p>
    </section>
  );
}

function ShareForm({
  team,
  you,
  answer,
}: {
  team: { id: string };
  you: YourSharing;
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const schema = useMemo(() => makeShareSchema(t), [t]);
  const [form, fields] = useSchemaForm({
    id: "share-result",
    schema,
    answer,
    defaultValue: { testSessionId: you.shared?.id ?? you.choices[0]?.id },
  });
  const pending = usePendingSubmit(teamPath(team.id), "share");
  const error = fields.testSessionId.errors?.[0];
  const hintId = `${fields.testSessionId.id}-hint`;
  return (
    <div className="grid min-w-0 flex-1 gap-2">
      <FormErrors form={form} title={answer?.title} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="share" />
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={fields.testSessionId.id}>{t("teamView:overview.you.choose")}</Label>
          <select
            {...getSelectProps(fields.testSessionId, { ariaAttributes: false })}
            className={cn(fieldClasses, "h-10")}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error ? fields.testSessionId.errorId : null, you.more ? hintId : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
          >
            {you.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {t(
                  choice.id === you.shared?.id
                    ? "teamView:overview.you.optionShared"
                    : "teamView:overview.you.option",
                  { type: choice.type, when: choice.completedAt },
                )}
              </option>
            ))}
          </select>
          {error ? (
            <p id={fields.testSessionId.errorId} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          {you.more ? (
            <p id={hintId} className="text-sm text-muted-foreground">
              {t("teamView:overview.you.newest", { count: you.choices.length })}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={pending} className="sm:mb-0">
          {pending
            ? t("teamView:overview.you.wait")
            : you.shared
              ? t("teamView:overview.you.change")
              : t("teamView:overview.you.share")}
        </Button>
      </Form>
    </div>
  );
}

function StopSharingForm({
  team,
  answer,
}: {
  team: { id: string };
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit(teamPath(team.id), "stop-sharing");
  const message = answer?.result.error?.[""]?.join(" ");
  return (
    <div className="grid gap-2">
      {message ? (
        <FormErrors
          form={{ errors: [message], errorId: "stop-sharing-error" }}
          title={answer?.title}
        />
      ) : null}
      <Form method="post" aria-describedby={message ? "stop-sharing-error" : undefined}>
        <input type="hidden" name="intent" value="stop-sharing" />
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? t("teamView:overview.you.wait") : t("teamView:overview.you.stop")}
        </Button>
      </Form>
    </div>
  );
}
