import { getFormProps } from "@conform-to/react";
import { MailPlus } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FormErrors } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { Table, Td, Th } from "~/components/ui/table";
import { useT } from "~/i18n/use-t";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { teamLimits } from "~/teams/team-limits";
import { makeInviteSchema } from "./team-schemas";
import { teamPath } from "./team-nav";

/**
 * Inviting by e-mail (admins and the owner): one address or several. A wrong address is named in
 * the message and everything typed stays, so the rest goes once it is fixed.
 */
export function InviteSection({
  teamId,
  days,
  answer,
}: {
  teamId: string;
  days: number;
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit(teamPath(teamId, "/members"), "invite");
  const schema = useMemo(() => makeInviteSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "invite", schema, answer });
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <MailPlus aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:members.invite.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:members.invite.description", { days })}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormErrors form={form} title={answer?.title} takeFocus={answer ?? false} />
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="invite" />
          <Field
            field={fields.emails}
            label={t("teams:members.invite.label")}
            hint={t("teams:members.invite.hint", { max: teamLimits.addressesPerInvitationForm })}
          >
            <Textarea rows={3} autoComplete="off" spellCheck={false} maxLength={6000} />
          </Field>
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? t("teams:form.wait") : t("teams:members.invite.submit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The invitations waiting for an answer, with their addresses (admins only) and a withdraw. */
export function OpenInvitations({
  teamId,
  invitations,
}: {
  teamId: string;
  invitations: { id: string; email: string; createdAt: string; expiresAt: string }[];
}) {
  const t = useT();
  const pending = usePendingSubmit(teamPath(teamId, "/members"), "withdraw");
  return (
    <section aria-labelledby="invited-heading" className="grid grid-cols-1 gap-4">
      <h2 id="invited-heading" className="text-lg font-semibold">
        {t("teams:members.invited.title")}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("teams:members.invited.none")}</p>
      ) : (
        <Table caption={t("teams:members.invited.caption")} captionHidden>
          <thead>
            <tr>
              <Th scope="col">{t("teams:members.invited.email")}</Th>
              <Th scope="col">{t("teams:members.invited.sent")}</Th>
              <Th scope="col">{t("teams:members.invited.expires")}</Th>
              <Th scope="col">{t("teams:members.list.actions")}</Th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <Th scope="row" className="whitespace-nowrap" translate="no">
                  {invitation.email}
                </Th>
                <Td className="whitespace-nowrap">
                  {t("teams:members.list.date", { when: new Date(invitation.createdAt) })}
                </Td>
                <Td className="whitespace-nowrap">
                  {t("teams:members.list.date", { when: new Date(invitation.expiresAt) })}
                </Td>
                <Td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={pending}
                      aria-label={t("teams:members.invited.withdrawFor", {
                        email: invitation.email,
                      })}
                    >
                      {t("teams:members.invited.withdraw")}
                    </Button>
                  </Form>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
