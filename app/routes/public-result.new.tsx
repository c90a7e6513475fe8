import { getFormProps, getInputProps } from "@conform-to/react";
import { useMemo } from "react";
import { ArrowLeft, Globe } from "lucide-react";
import { data, Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import type { Route } from "./+types/public-result.new";
import { consume, waitMessage } from "~/auth/rate-limit.server";
import { requireUser } from "~/auth/session.server";
import { IndexableChoice, WhatBecomesPublic } from "~/components/results/publish-dialog";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { publishLimits, publishSavedResult } from "~/db/public-results.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import { createTranslate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { findTestSession, resultOf } from "~/db/test-sessions.server";
import { useSchemaForm } from "~/lib/forms";
import { invalid, readSubmission, refused } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { displayNameMaxLength, makePublishFormSchema } from "~/lib/publishing";
import { redirectWithToast } from "~/lib/toast.server";
import { usePendingSubmit } from "~/lib/use-pending-submit";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(undefined, undefined, { noindex: true });
  const t = createTranslate(loaderData.i18n.locale, loaderData.i18n.messages);
  return pageMeta(t("results:new.metaTitle"), t("results:new.metaDescription"), {
    noindex: true,
  });
};

/**
 * /r/new?session=<id>: publishing a saved result without JavaScript (the dialog does the same in
 * the page). Only the owner of the result sees it; anyone else's id is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const user = await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get("session") ?? "";
  const session = await findTestSession(context.db, user.id, sessionId);
  if (!session) throw data(null, { status: 404 });
  return {
    sessionId: session.id,
    result: resultOf(session),
    i18n: pageMessages(locale, ["results"]),
  };
}

/**
 * Publishes a saved result from the form of /r/new (no JavaScript), then shows its page; the
 * dialog posts JSON to /api/public-results instead. Someone else's result: 404, nothing stored.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const user = await requireUser(request, context);
  const submission = await readSubmission(request, makePublishFormSchema(t));
  if (submission.status !== "success") return invalid(submission);
  const blocked = await consume(context.db, publishLimits(context.clientIp, user.id));
  if (blocked) {
    return refused(submission, {
      status: 429,
      headers: { "Retry-After": String(blocked.retryAfterSeconds) },
      title: t("results:new.tooManyTitle"),
      message: t("results:new.tooMany", { wait: waitMessage(blocked) }),
    });
  }
  const { sessionId, displayName, indexable } = submission.value;
  const published = await publishSavedResult(context.db, {
    userId: user.id,
    testSessionId: sessionId,
    displayName,
    indexable,
  });
  if (!published) throw data(null, { status: 404 });
  throw await redirectWithToast(`/r/${published.slug}`, {
    type: "success",
    title: t("results:publish.doneTitle"),
    description: t("results:new.doneDescription"),
  });
}

export default function PublishResult({ loaderData, actionData }: Route.ComponentProps) {
  const { sessionId, result } = loaderData;
  const t = useT();
  const schema = useMemo(() => makePublishFormSchema(t), [t]);
  const pending = usePendingSubmit("/r/new");
  const [form, fields] = useSchemaForm({
    id: "publish",
    schema,
    answer: actionData,
    defaultValue: { sessionId },
  });
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost">
        <SiteLink to={`/test-results/${sessionId}`}>
          <ArrowLeft aria-hidden="true" />
          {t("results:new.back")}
        </SiteLink>
      </Button>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        {t("results:new.title", { type: result.type })}
      </h1>
      <div className="mt-6">
        <WhatBecomesPublic result={result} />
      </div>
      <FormErrors form={form} title={actionData?.title} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="sessionId" value={sessionId} />
        <Field
          field={fields.displayName}
          label={t("results:publish.nameLabel")}
          hint={t("results:new.nameHint", { max: displayNameMaxLength })}
        >
          <Input autoComplete="off" maxLength={displayNameMaxLength} />
        </Field>
        <IndexableChoice {...getInputProps(fields.indexable, { type: "checkbox" })} />
        <div>
          <Button type="submit" disabled={pending}>
            <Globe aria-hidden="true" />
            {pending ? t("results:publish.publishing") : t("results:publish.button")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
