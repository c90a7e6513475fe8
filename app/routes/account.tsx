import { Outlet, useRouteLoaderData } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { AccountNav } from "~/components/account/account-nav";
import { Container } from "~/components/common/page-hero";
import { FormAlert } from "~/components/ui/form-alert";
import { localeOf, pageMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/account";

/**
 * The account area's frame (decision 019): its heading and the section nav. Each page under it
 * (/account, /account/security, /account/data) has its own loader, which asks for sign-in, and its
 * own action. No Cache-Control is set, so every page is answered `private, no-store`.
 */
export function loader({ params }: Route.LoaderArgs) {
  // The whole area's words: the frame's, and its pages' (whose forms share the auth ones).
  return { i18n: pageMessages(localeOf(params), ["account", "auth"]) };
}

export default function AccountLayout() {
  const t = useT();
  // A change that succeeded redirects back with a toast, which needs JavaScript; without it, the
  // same words are shown at the top of the page.
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return (
    <Container className="max-w-3xl py-12">
      <SiteLink to="/dashboard" className="text-sm font-medium text-primary hover:underline">
        {t("account:layout.back")}
      </SiteLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("account:layout.title")}</h1>
      <AccountNav />
      {toast ? (
        <noscript>
          <div className="mt-6">
            <FormAlert tone={toast.type === "error" ? "error" : "success"} title={toast.title}>
              {toast.description}
            </FormAlert>
          </div>
        </noscript>
      ) : null}
      <div className="mt-8 grid gap-6">
        <Outlet />
      </div>
    </Container>
  );
}
