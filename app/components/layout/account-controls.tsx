import { LogOut, UserRound } from "lucide-react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { forgetSavedResult } from "~/components/test/storage";
import { Button } from "~/components/ui/button";
import { dashboardLink, headerLinks, type NavLink } from "~/config/site";
import { useT } from "~/i18n/use-t";
import { useOptionalUser } from "~/lib/use-user";
import { cn } from "~/lib/utils";
import { useLocalize } from "~/i18n/use-language";

/** Header links, with Dashboard for a signed-in user (spec §2 "Header and footer"). */
export function useHeaderLinks(): readonly NavLink[] {
  const user = useOptionalUser();
  return user ? [...headerLinks, dashboardLink] : headerLinks;
}

/**
 * Signed out: 'Sign In' and 'Get Started'. Signed in: the e-mail address and 'Sign Out', which
 * ends the session on the server.
 */
export function AccountControls({
  layout,
  onNavigate,
}: {
  layout: "bar" | "menu";
  onNavigate?: () => void;
}) {
  const user = useOptionalUser();
  const t = useT();
  const localize = useLocalize();
  if (!user) {
    return (
      <div className={cn(layout === "bar" ? "flex items-center gap-2" : "grid grid-cols-2 gap-3")}>
        <Button asChild variant={layout === "bar" ? "ghost" : "outline"}>
          <SiteLink to="/auth" onClick={onNavigate}>
            {t("common:account.signIn")}
          </SiteLink>
        </Button>
        <Button asChild>
          <SiteLink to="/auth?mode=signup" onClick={onNavigate}>
            {t("common:account.getStarted")}
          </SiteLink>
        </Button>
      </div>
    );
  }
  return (
    <div
      className={cn(
        layout === "bar" ? "flex items-center gap-3" : "flex flex-col items-stretch gap-3",
      )}
    >
      <span
        className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground"
        data-testid="signed-in-email"
      >
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate" title={user.email} translate="no">
          {user.email}
        </span>
      </span>
      <Form
        method="post"
        action={localize("/auth/sign-out")}
        onSubmit={() => {
          forgetSavedResult(user.id);
          onNavigate?.();
        }}
      >
        <Button type="submit" variant="outline" className={layout === "menu" ? "w-full" : ""}>
          <LogOut aria-hidden="true" />
          {t("common:account.signOut")}
        </Button>
      </Form>
    </div>
  );
}
