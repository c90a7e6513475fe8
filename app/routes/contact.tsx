import { Clock, Mail, MapPin } from "lucide-react";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import type { Route } from "./+types/contact";
import { contentHeaders, staticPageLoader } from "~/lib/cache.server";
import { Faq } from "~/components/common/faq";
import { Container, PageHero } from "~/components/common/page-hero";
import { contactSchema, honeypotField } from "~/components/contact/contact-schema";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { contact, site } from "~/config/site";
import { testConstants } from "~/config/test";
import { consume, limits, waitMessage } from "~/auth/rate-limit.server";
import { createContactMessage } from "~/db/contact-messages.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, siteUrlOf } from "~/lib/meta";
import { ogImage, ogPaths } from "~/lib/og";
import { useSchemaForm } from "~/lib/forms";
import { extraField, invalid, readSubmission, refused, succeeded } from "~/lib/forms.server";
import { useActionToast } from "~/lib/use-action-toast";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { useHydrated } from "~/lib/use-hydrated";

export const loader = staticPageLoader;
/** The content page's headers, and a refused message's `Retry-After`. */
export const headers: Route.HeadersFunction = (args) => {
  const retryAfter = args.actionHeaders.get("Retry-After");
  return { ...contentHeaders(args), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Contact Us", "Questions about your results, your account or premium? Write to us.", {
    siteUrl: siteUrlOf(matches),
    image: ogImage(ogPaths.page("contact"), `Contact ${site.name}`),
  });

const sentTitle = "Message Sent!";
const sentDescription = "Thank you for contacting us. We'll get back to you within 24 hours.";
const notSentTitle = "Message not sent";

/** A message went (or a bot was answered as if it had): the page says so without JavaScript. */
interface Sent {
  sent?: boolean;
}

const sentToast = { type: "success", title: sentTitle, description: sentDescription } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, contactSchema);
  const honeypot = extraField(submission, honeypotField);
  if (honeypot !== undefined && honeypot.trim() !== "") {
    // A bot: it gets the answer a person gets, and nothing is stored or sent.
    logger().info(
      { clientIp: context.clientIp },
      "Contact message dropped: the honeypot was filled",
    );
    return succeeded<Sent>(submission, { toast: sentToast, extra: { sent: true } });
  }
  if (submission.status !== "success") return invalid<Sent>(submission);
  try {
    const blocked = await consume(context.db, [limits.contactMessagesPerIp(context.clientIp)]);
    if (blocked) {
      return refused<Sent>(submission, {
        status: 429,
        toast: notSentTitle,
        message: `Thank you for writing! We've had several messages from your network in the last few minutes, so this one wasn't sent yet. ${waitMessage(blocked)} What you wrote is still here, ready to send.`,
        headers: { "Retry-After": String(blocked.retryAfterSeconds) },
      });
    }
    await createContactMessage(context.db, submission.value);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not store a contact message");
    return refused<Sent>(submission, {
      status: 503,
      toast: notSentTitle,
      message: "We couldn't send your message just now. Please try again in a few minutes.",
    });
  }
  return succeeded<Sent>(submission, { toast: sentToast, extra: { sent: true } });
}

const faq = [
  {
    question: "How accurate is the test?",
    answer:
      "The five scales show good internal consistency, with reliability above 0.8. No questionnaire is perfect, though: if one of your scores sits near the middle, your result flags it as borderline, because that preference could show up either way.",
  },
  {
    question: "Can I retake the test?",
    answer: `Yes, any time, and every result is kept in your history. For a meaningful comparison we recommend waiting at least ${testConstants.retakeAfterMonths} months, since scores taken days apart mostly measure your mood that week.`,
  },
  {
    question: "Is my data secure?",
    answer:
      "Yes. Your answers and results are stored securely and are never shared without your explicit consent. You can download or delete everything from your dashboard.",
  },
];

const sideCards = [
  {
    icon: Mail,
    title: "Email",
    body: (
      <a href={`mailto:${contact.email}`} className="font-medium text-primary hover:underline">
        {contact.email}
      </a>
    ),
  },
  {
    icon: MapPin,
    title: "Office",
    body: (
      <address className="not-italic">
        {contact.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    ),
  },
  { icon: Clock, title: "Response time", body: <span>{contact.responseTime}</span> },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const submitting = usePendingSubmit("/contact");
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm({
    id: "contact",
    schema: contactSchema,
    answer: actionData,
  });
  useActionToast(actionData?.toast);

  return (
    <>
      <PageHero eyebrow="Contact" title="Get In Touch">
        Questions about your results, your account or premium? Send us a message and a real person
        will answer.
      </PageHero>
      <Container className="grid max-w-6xl gap-8 pb-16 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            {!hydrated && actionData?.sent ? (
              <FormAlert tone="success" title={sentTitle}>
                {sentDescription}
              </FormAlert>
            ) : null}
            <FormErrors form={form} title={actionData?.title} />
            <Form method="post" {...getFormProps(form)} className="grid gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field field={fields.name} label="Name">
                  <Input autoComplete="name" maxLength={100} />
                </Field>
                <Field field={fields.email} label="Email">
                  <Input type="email" autoComplete="email" maxLength={254} />
                </Field>
              </div>
              <Field field={fields.subject} label="Subject">
                <Input maxLength={150} />
              </Field>
              <Field field={fields.message} label="Message">
                <Textarea maxLength={5000} rows={6} />
              </Field>
              <div aria-hidden="true" className="sr-only">
                <label>
                  Leave this field empty
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
                {submitting ? "Sending..." : "Send Message"}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <aside className="flex flex-col gap-4" aria-label="Other ways to reach us">
          {sideCards.map(({ icon: Icon, title, body }) => (
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
            <h2 className="font-semibold">Contact hours</h2>
            <p className="mt-1 text-muted-foreground">{contact.hours}</p>
          </div>
        </aside>
      </Container>
      <Container className="pb-20">
        <Faq items={faq} />
      </Container>
    </>
  );
}
