import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One card of the account area: an icon, a heading, what it does, and its form. */
export function AccountSection({
  icon,
  title,
  description,
  tone,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <Card className={tone === "danger" ? "border-destructive/40" : undefined}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={
              tone === "danger" ? "text-destructive [&_svg]:size-5" : "text-primary [&_svg]:size-5"
            }
          >
            {icon}
          </span>
          <CardTitle as="h2">{title}</CardTitle>
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
