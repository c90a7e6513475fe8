import { DoorOpen, UsersRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Table, Td, Th } from "~/components/ui/table";
import type { TeamRole } from "~/db/schema";
import { useT } from "~/i18n/use-t";
import type { FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { teamPath } from "./team-nav";

/** A member as the members page lists them: names only, never addresses. */
export interface MemberRow {
  id: string;
  name: string;
  role: TeamRole;
  joinedAt: string;
  shares: boolean;
}

/**
 * What the page asks to confirm before it posts, from its address: `?remove=<id>`,
 * `?owner=<id>`, `?leave`. A confirmation is a section of the page with a form, so it works
 * without JavaScript and by keyboard alike.
 */
export type MembersConfirm =
  | { kind: "remove" | "owner"; member: { id: string; name: string } }
  | { kind: "leave"; alone: boolean }
  | null;

/** Whom a role may remove: the owner anyone but themself, an admin the members. */
export function mayRemove(actor: TeamRole, member: TeamRole) {
  return member !== "owner" && (actor === "owner" || (actor === "admin" && member === "member"));
}

const membersPath = (teamId: string) => teamPath(teamId, "/members");

/** The members, oldest first, with what the viewer's role may change about each. */
export function MemberList({
  teamId,
  role,
  userId,
  members,
}: {
  teamId: string;
  role: TeamRole;
  userId: string;
  members: MemberRow[];
}) {
  const t = useT();
  const manager = role === "owner" || role === "admin";
  return (
    <section aria-labelledby="members-heading" className="grid grid-cols-1 gap-4">
      <div className="flex items-center gap-3">
        <UsersRound aria-hidden="true" className="size-5 text-primary" />
        <h2 id="members-heading" className="text-lg font-semibold">
          {t("teams:members.list.title")}
        </h2>
      </div>
      <Table caption={t("teams:members.list.caption")} captionHidden>
        <thead>
          <tr>
            <Th scope="col">{t("teams:members.list.name")}</Th>
            <Th scope="col">{t("teams:members.list.role")}</Th>
            <Th scope="col">{t("teams:members.list.joined")}</Th>
            <Th scope="col">{t("teams:members.list.shares")}</Th>
            {manager ? <Th scope="col">{t("teams:members.list.actions")}</Th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <Th scope="row" className="break-words">
                {member.id === userId
                  ? t("teams:members.list.you", { name: member.name })
                  : member.name}
              </Th>
              <Td>{t(`teams:roleName.${member.role}`)}</Td>
              <Td className="whitespace-nowrap">
                {t("teams:members.list.date", { when: new Date(member.joinedAt) })}
              </Td>
              <Td>
                {member.shares
                  ? t("teams:members.list.sharesYes")
                  : t("teams:members.list.sharesNo")}
              </Td>
              {manager ? (
                <Td>
                  {member.id === userId ? null : (
                    <MemberActions teamId={teamId} role={role} member={member} />
                  )}
                </Td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/**
 * A row's changes: making and unmaking admins posts at once (the owner can undo it); handing the
 * team on and removing someone lead to a confirmation first.
 */
function MemberActions({
  teamId,
  role,
  member,
}: {
  teamId: string;
  role: TeamRole;
  member: MemberRow;
}) {
  const t = useT();
  const pending = usePendingSubmit(membersPath(teamId), "set-role");
  const { name } = member;
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <div className="flex items-center gap-x-4 whitespace-nowrap">
      {role === "owner" && member.role !== "owner" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="set-role" />
          <input type="hidden" name="memberId" value={member.id} />
          <input type="hidden" name="role" value={member.role === "admin" ? "member" : "admin"} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={pending}
            aria-label={
              member.role === "admin"
                ? t("teams:members.unmakeAdminFor", { name })
                : t("teams:members.makeAdminFor", { name })
            }
          >
            {member.role === "admin"
              ? t("teams:members.unmakeAdmin")
              : t("teams:members.makeAdmin")}
          </Button>
        </Form>
      ) : null}
      {role === "owner" ? (
        <SiteLink
          to={`${membersPath(teamId)}?owner=${encodeURIComponent(member.id)}#confirm`}
          className={linkClass}
          aria-label={t("teams:members.makeOwnerFor", { name })}
        >
          {t("teams:members.makeOwner")}
        </SiteLink>
      ) : null}
      {mayRemove(role, member.role) ? (
        <SiteLink
          to={`${membersPath(teamId)}?remove=${encodeURIComponent(member.id)}#confirm`}
          className={linkClass}
          aria-label={t("teams:members.removeFor", { name })}
        >
          {t("teams:members.remove")}
        </SiteLink>
      ) : null}
    </div>
  );
}

/**
 * The confirmation the address asks for, with the member's (or the team's) name, the consequence
 * in a sentence, the button that does it and a way back. It takes the focus when it appears, so a
 * keyboard or screen reader user is where the question is.
 */
export function ConfirmSection({
  teamId,
  teamName,
  confirm,
  answer,
}: {
  teamId: string;
  teamName: string;
  confirm: Exclude<MembersConfirm, null>;
  answer: (FormAnswer & { refusal?: string | null }) | undefined;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = confirm.kind === "leave" ? "leave" : `${confirm.kind}:${confirm.member.id}`;
  useEffect(() => {
    heading.current?.focus();
  }, [key]);
  const intent =
    confirm.kind === "leave" ? "leave" : confirm.kind === "remove" ? "remove" : "transfer";
  const pending = usePendingSubmit(membersPath(teamId), intent);
  const name = confirm.kind === "leave" ? teamName : confirm.member.name;
  const text =
    confirm.kind === "leave"
      ? {
          title: t("teams:members.leave.confirmTitle", { team: name }),
          body: confirm.alone
            ? t("teams:members.leave.confirmAlone")
            : t("teams:members.leave.confirmBody"),
          button: t("teams:members.leave.confirm", { team: name }),
        }
      : confirm.kind === "remove"
        ? {
            title: t("teams:members.remove.title", { name }),
            body: t("teams:members.remove.body", { name }),
            button: t("teams:members.remove.confirm", { name }),
          }
        : {
            title: t("teams:members.transfer.title", { name }),
            body: t("teams:members.transfer.body", { name }),
            button: t("teams:members.transfer.confirm", { name }),
          };
  return (
    <section
      id="confirm"
      aria-labelledby="confirm-heading"
      className="rounded-lg border border-destructive/40 bg-card p-6 shadow-sm"
    >
      <h2
        id="confirm-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {text.title}
      </h2>
      <p className="mt-2 text-sm break-words">{text.body}</p>
      {answer?.result.error?.[""] ? (
        <div className="mt-4">
          <FormAlert title={answer.title} takeFocus focusKey={answer}>
            {answer.result.error[""].join(" ")}
            {answer.refusal === "teams:refusal.planRunning" ? (
              <>
                {" "}
                <SiteLink
                  to={teamPath(teamId, "/plan")}
                  className="font-medium text-primary underline"
                >
                  {t("teams:settings.delete.planLink")}
                </SiteLink>
              </>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <input type="hidden" name="intent" value={intent} />
        {confirm.kind === "leave" ? null : (
          <input type="hidden" name="memberId" value={confirm.member.id} />
        )}
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? t("teams:form.wait") : text.button}
        </Button>
        <Button asChild variant="outline">
          <SiteLink to={membersPath(teamId)}>{t("teams:form.cancel")}</SiteLink>
        </Button>
      </Form>
    </section>
  );
}

/**
 * Leaving, for every member: a link to the confirmation. The owner of a team with others in it
 * is told to hand it on first, in place of the link (the action refuses it too).
 */
export function LeaveSection({
  teamId,
  role,
  alone,
}: {
  teamId: string;
  role: TeamRole;
  alone: boolean;
}) {
  const t = useT();
  const blocked = role === "owner" && !alone;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <DoorOpen aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:members.leave.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:members.leave.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {blocked ? <p>{t("teams:members.leave.ownerNote")}</p> : null}
        {role === "owner" && alone ? <p>{t("teams:members.leave.aloneNote")}</p> : null}
        {blocked ? null : (
          <div>
            <Button asChild variant="outline">
              <SiteLink to={`${membersPath(teamId)}?leave#confirm`}>
                {t("teams:members.leave.button")}
              </SiteLink>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
