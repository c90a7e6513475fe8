import { Copy, Link2 } from "lucide-react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useT } from "~/i18n/use-t";
import type { FormAnswer } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { usePendingSubmit } from "~/lib/use-pending-submit";
import { teamPath } from "./team-nav";

export type JoinLinkView =
  { state: "none" | "off" } | { state: "on" | "expired"; expiresAt: string };

/**
 * The team's join link (admins and the owner): whether it works and until when, a new link
 * (which stops the old one), turning it off. Only the link's hash is kept, so a link is shown in
 * full once, in the answer that made it, with a copy button once JavaScript runs (the field can
 * be selected and copied without it).
 */
export function JoinLinkSection({
  teamId,
  link,
  answer,
}: {
  teamId: string;
  link: JoinLinkView;
  answer: (FormAnswer & { fresh?: { url: string; expiresAt: string } }) | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const path = teamPath(teamId, "/members");
  const renewing = usePendingSubmit(path, "renew-link");
  const turningOff = usePendingSubmit(path, "turn-off-link");
  const fresh = answer?.fresh;
  const status =
    link.state === "on"
      ? t("teams:members.link.on", { until: new Date(link.expiresAt) })
      : link.state === "expired"
        ? t("teams:members.link.expired", { until: new Date(link.expiresAt) })
        : link.state === "off"
          ? t("teams:members.link.off")
          : t("teams:members.link.none");
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("teams:members.link.copied"));
    } catch {
      // The field stays selected for copying by hand.
      (document.getElementById("fresh-join-link") as HTMLInputElement | null)?.select();
    }
  }
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Link2 aria-hidden="true" className="size-5 text-primary" />
          <CardTitle as="h2">{t("teams:members.link.title")}</CardTitle>
        </div>
        <CardDescription>{t("teams:members.link.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {answer?.result.error?.[""] ? (
          <FormAlert title={answer.title} takeFocus focusKey={answer}>
            {answer.result.error[""].join(" ")}
          </FormAlert>
        ) : null}
        <p data-testid="join-link-status">{status}</p>
        {fresh ? (
          <div className="grid gap-2 rounded-md border border-primary/40 p-4">
            <Label htmlFor="fresh-join-link">{t("teams:members.link.fresh")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="fresh-join-link"
                readOnly
                value={fresh.url}
                aria-describedby="fresh-join-link-note"
                onFocus={(event) => event.currentTarget.select()}
                translate="no"
              />
              {hydrated ? (
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => void copy(fresh.url)}
                >
                  <Copy aria-hidden="true" />
                  {t("teams:members.link.copy")}
                </Button>
              ) : null}
            </div>
            <p id="fresh-join-link-note" className="text-muted-foreground">
              {t("teams:members.link.freshNote")}
            </p>
          </div>
        ) : link.state === "on" ? (
          <p className="text-muted-foreground">{t("teams:members.link.hidden")}</p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="renew-link" />
            <Button
              type="submit"
              variant={link.state === "none" ? "default" : "outline"}
              disabled={renewing}
            >
              {renewing
                ? t("teams:form.wait")
                : link.state === "none"
                  ? t("teams:members.link.create")
                  : t("teams:members.link.renew")}
            </Button>
          </Form>
          {link.state === "on" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="turn-off-link" />
              <Button type="submit" variant="outline" disabled={turningOff}>
                {turningOff ? t("teams:form.wait") : t("teams:members.link.turnOff")}
              </Button>
            </Form>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
