import { Clock, Mail, MapPin } from "lucide-react";
import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/contact";
import { contentCacheControl, contentHeaders } from "~/lib/cache.server";
import { Faq } from "~/components/common/faq";
import { Container, PageHero } from "~/components/common/page-hero";
import { honeypotField, makeContactSchema } from "~/components/contact/contact-schema";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { contact } from "~/config/site";
import { testConstants } from "~/config/test";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { createContactMessage } from "~/db/contact-messages.server";
import { localeOf, pageMessages, serverTranslate } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { metaT } from "~/i18n/meta-t";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { useSchemaForm } from "~/lib/forms";
import { extraField, invalid, readSubmission, refused, succeeded } from "~/lib/forms.server";
import { useActionToast } from "~/lib/use-action-toast";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useHydrated } from "~/lib/use-hydrated";
import type { PageTextHandle } from "~/i18n/page-text";

/** Its text's languages (app/i18n/page-text.ts). */
export const handle: PageTextHandle = { pageText: "contact" };

/** Nothing to load but the page's words: shared by the page cache like any content page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return data(
    { i18n: pageMessages(localeOf(params), ["contact"]) },
    { headers: { "Cache-Control": contentCacheControl(request) } },
  );
}
/** The content page's headers, and a refused message's `Retry-After`. */
export const headers: Route.HeadersFunction = (args) => {
  const retryAfter = args.actionHeaders.get("Retry-After");
  return { ...contentHeaders(args), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t("contact:meta.title"), t("contact:meta.description"), {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("contact"), t("contact:meta.imageAlt"), t.locale),
  });
};

/** A message went (or a bot was answered as if it had): the page says so without JavaScript. */
interface Sent {
  sent?: boolean;
}

const sentToast = (t: Translate) =>
  ({
    type: "success",
    title: t("contact:sent.title"),
    description: t("contact:sent.body"),
  }) as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = serverTranslate(localeOf(params));
  const submission = await readSubmission(request, makeContactSchema(t));
  const honeypot = extraField(submission, honeypotField);
  if (honeypot !== undefined && honeypot.trim() !== "") {
    // A bot: it gets the answer a person gets, and nothing is stored or sent.
    logger().info(
      { clientIp: context.clientIp },
      "Contact message dropped: the honeypot was filled",
    );
    return succeeded<Sent>(submission, { toast: sentToast(t), extra: { sent: true } });
  }
  if (submission.status !== "success") return invalid<Sent>(submission);
  try {
    const blocked = await consume(context.db, [limits.contactMessagesPerIp(context.clientIp)]);
    if (blocked) {
      return refused<Sent>(submission, {
        status: 429,
        toast: t("contact:notSent.title"),
        message: t("contact:notSent.rateLimited", { wait: waitMessage(blocked) }),
        headers: { "Retry-After": String(blocked.retryAfterSeconds) },
      });
    }
    await createContactMessage(context.db, submission.value);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not store a contact message");
    return refused<Sent>(submission, {
      status: 503,
      toast: t("contact:notSent.title"),
      message: t("contact:notSent.unavailable"),
    });
  }
  return succeeded<Sent>(submission, { toast: sentToast(t), extra: { sent: true } });
}

const faq = (t: Translate) => [
  { question: t("contact:faq.accuracy.question"), answer: t("contact:faq.accuracy.answer") },
  {
    question: t("contact:faq.retake.question"),
    answer: t("contact:faq.retake.answer", { months: testConstants.retakeAfterMonths }),
  },
  { question: t("contact:faq.data.question"), answer: t("contact:faq.data.answer") },
];

const sideCards = (t: Translate) => [
  {
    icon: Mail,
    title: t("contact:side.email"),
    body: (
      <a
        href={`mailto:${contact.email}`}
        translate="no"
        className="font-medium text-primary hover:underline"
      >
        {contact.email}
      </a>
    ),
  },
  {
    icon: MapPin,
    title: t("contact:side.office"),
    body: (
      // Written as the post expects it, in no page's language.
      <address translate="no" className="not-italic">
        {contact.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    ),
  },
  {
    icon: Clock,
    title: t("contact:side.responseTime"),
    body: <span>{t(contact.responseTime)}</span>,
  },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const submitting = usePendingSubmit("/contact");
  const hydrated = useHydrated();
  const t = useT();
  const schema = useMemo(() => makeContactSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "contact", schema, answer: actionData });
  useActionToast(actionData?.toast);

  return (
    <>
      <PageHero eyebrow={t("contact:hero.eyebrow")} title={t("contact:hero.title")}>
        {t("contact:hero.body")}
      </PageHero>
      <Container className="grid max-w-6xl gap-8 pb-16 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("contact:form.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            {!hydrated && actionData?.sent ? (
              <FormAlert tone="success" title={t("contact:sent.title")}>
                {t("contact:sent.body")}
              </FormAlert>
            ) : null}
            <FormErrors form={form} title={actionData?.title} />
            <Form method="post" {...getFormProps(form)} className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field field={fields.name} label={t("contact:form.name")}>
                  <Input autoComplete="name" maxLength={100} />
                </Field>
                <Field field={fields.email} label={t("contact:form.email")}>
                  <Input type="email" autoComplete="email" maxLength={254} />
                </Field>
              </div>
              <Field field={fields.subject} label={t("contact:form.subject")}>
                <Input maxLength={150} />
              </Field>
              <Field field={fields.message} label={t("contact:form.message")}>
                <Textarea maxLength={5000} rows={6} />
              </Field>
              <div aria-hidden="true" className="sr-only">
                <label>
                  {t("contact:form.honeypot")}
                  <input
                    type="text"
                    name={honeypotField}
                    tabIndex={-1}
                    autoComplete="off"
                    defaultValue=""
                  />
                </label>
              </div>
              <Button
                type="submit"
                size="lg"
                disabled={submitting}
                className="sm:justify-self-start"
              >
                {t(submitting ? "contact:form.sending" : "contact:form.send")}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <aside className="flex flex-col gap-4" aria-label={t("contact:side.label")}>
          {sideCards(t).map(({ icon: Icon, title, body }) => (
            <div key={title} className="flex gap-4 rounded-lg border p-5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary">
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </span>
              <div className="text-sm">
                <h2 className="font-semibold">{title}</h2>
                <div className="mt-1 text-muted-foreground">{body}</div>
              </div>
            </div>
          ))}
          <div className="rounded-lg bg-muted p-5 text-sm">
            <h2 className="font-semibold">{t("contact:side.hours")}</h2>
            <p className="mt-1 text-muted-foreground">{t(contact.hours)}</p>
          </div>
        </aside>
      </Container>
      <Container className="pb-20">
        <Faq items={faq(t)} title={t("contact:faq.title")} />
      </Container>
    </>
  );
}
