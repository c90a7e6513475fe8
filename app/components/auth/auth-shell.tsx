import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useLocalize } from "~/i18n/use-language";

/** The frame of every /auth screen: "Back to Home" (back in history, spec §2) and one card. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalize();
  return (
    <section className="flex flex-1 items-center justify-center bg-muted px-4 py-16">
      <div className="w-full max-w-md">
        <Button
          variant="ghost"
          className="mb-4"
          onClick={() => {
            // With no earlier page in this tab (a link opened from a mail), "back" means home.
            if (window.history.length > 1) navigate(-1);
            else navigate(localize("/"));
          }}
        >
          <ArrowLeft aria-hidden="true" />
          {t("auth:shell.backHome")}
        </Button>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl font-bold">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </section>
  );
}
