import type { ReactNode } from "react";
import { Copy, ExternalLink, Globe, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { usePendingSubmit } from "~/lib/use-pending-submit";

export interface PublicLink {
  slug: string;
  personalityType: string;
  displayName: string | null;
  indexable: boolean;
  createdAt: string;
}

async function copy(t: Translate, path: string) {
  const url = new URL(path, window.location.origin).href;
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t("dashboard:public.copied"), { description: url });
  } catch {
    toast.error(t("dashboard:public.copyFailed"), { description: url });
  }
}

/** Words only screen readers hear, inside a sentence (`t.rich`'s <sr> tag). */
const srOnly = (children: ReactNode[]) => (
  <span key="sr" className="sr-only">
    {children}
  </span>
);

/**
 * The dashboard's list of the user's public result pages (issue 20): copy, open, unpublish. An
 * unpublish is a plain form post to /r/:slug/remove, so it works without JavaScript too.
 */
export function PublicLinks({
  links,
  latestSessionId,
}: {
  links: PublicLink[];
  /** The newest saved result, offered for publishing when nothing is public yet. */
  latestSessionId: string | null;
}) {
  const t = useT();
  return (
    <section className="mt-10" aria-labelledby="public-links-heading">
      <h2 id="public-links-heading" className="text-2xl font-bold tracking-tight">
        {t("dashboard:public.title")}
      </h2>
      <p className="mt-2 text-muted-foreground">{t("dashboard:public.intro")}</p>
      {links.length === 0 ? (
        <div className="mt-6 rounded-xl border bg-card p-6 text-card-foreground">
          <p>{t("dashboard:public.none")}</p>
          {latestSessionId ? (
            <Button asChild variant="outline" className="mt-4">
              <SiteLink to={`/r/new?session=${latestSessionId}`}>
                <Globe aria-hidden="true" />
                {t("dashboard:public.publishLatest")}
              </SiteLink>
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" data-testid="public-links">
          {links.map((link) => (
            <PublicLinkRow key={link.slug} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PublicLinkRow({ link }: { link: PublicLink }) {
  const path = `/r/${link.slug}`;
  const pending = usePendingSubmit(`${path}/remove`);
  const t = useT();
  const label = link.displayName
    ? t("dashboard:public.labelAs", { type: link.personalityType, name: link.displayName })
    : link.personalityType;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {link.displayName
            ? t.rich(
                "dashboard:public.nameAs",
                { type: link.personalityType, name: link.displayName },
                {
                  muted: (children) => (
                    <span key="muted" className="font-normal text-muted-foreground">
                      {children}
                    </span>
                  ),
                },
              )
            : link.personalityType}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.rich(
            "dashboard:public.where",
            { path, when: link.createdAt },
            {
              path: (children) => (
                <span key="path" className="break-all">
                  {children}
                </span>
              ),
            },
          )}{" "}
          <Badge variant="outline" className="ml-1">
            {t(link.indexable ? "dashboard:public.indexable" : "dashboard:public.linkOnly")}
          </Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(t, path)}>
          <Copy aria-hidden="true" />
          {t.rich("dashboard:public.copy", { label }, { sr: srOnly })}
        </Button>
        <Button asChild variant="outline" size="sm">
          <SiteLink to={path}>
            <ExternalLink aria-hidden="true" />
            {t.rich("dashboard:public.open", { label }, { sr: srOnly })}
          </SiteLink>
        </Button>
        <Form method="post" action={`${path}/remove`}>
          <Button type="submit" variant="outline" size="sm" disabled={pending}>
            <Trash2 aria-hidden="true" />
            {t.rich(
              pending ? "dashboard:public.unpublishing" : "dashboard:public.unpublish",
              { label },
              { sr: srOnly },
            )}
          </Button>
        </Form>
      </div>
    </li>
  );
}
