import { Link, Outlet, useRouteLoaderData } from "react-router";
import { AccountNav } from "~/components/account/account-nav";
import { Container } from "~/components/common/page-hero";
import { FormAlert } from "~/components/ui/form-alert";
import type { loader as rootLoader } from "~/root";

/**
 * The account area's frame (decision 019): its heading and the section nav. Each page under it
 * (/account, /account/security, /account/data) has its own loader, which asks for sign-in, and its
 * own action. No Cache-Control is set, so every page is answered `private, no-store`.
 */
export default function AccountLayout() {
  // A change that succeeded redirects back with a toast, which needs JavaScript; without it, the
  // same words are shown at the top of the page.
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return (
    <Container className="max-w-3xl py-12">
      <Link to="/dashboard" className="text-sm font-medium text-primary hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Account settings</h1>
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
