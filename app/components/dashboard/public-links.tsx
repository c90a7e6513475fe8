import { Copy, ExternalLink, Globe, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { usePendingSubmit } from "~/lib/use-pending-submit";

export interface PublicLink {
  slug: string;
  personalityType: string;
  displayName: string | null;
  indexable: boolean;
  createdAt: string;
}

async function copy(path: string) {
  const url = new URL(path, window.location.origin).href;
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", { description: url });
  } catch {
    toast.error("Couldn't copy the link", { description: url });
  }
}

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
  return (
    <section className="mt-10" aria-labelledby="public-links-heading">
      <h2 id="public-links-heading" className="text-2xl font-bold tracking-tight">
        Your public pages
      </h2>
      <p className="mt-2 text-muted-foreground">
        Results you published, which anyone with the link can see. Unpublishing takes a page down at
        once.
      </p>
      {links.length === 0 ? (
        <div className="mt-6 rounded-xl border bg-card p-6 text-card-foreground">
          <p>Nothing is public. Your results stay private until you publish one.</p>
          {latestSessionId ? (
            <Button asChild variant="outline" className="mt-4">
              <Link to={`/r/new?session=${latestSessionId}`}>
                <Globe aria-hidden="true" />
                Publish your latest result
              </Link>
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
  const label = `${link.personalityType}${link.displayName ? `, as ${link.displayName}` : ""}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {link.personalityType}
          {link.displayName ? (
            <span className="font-normal text-muted-foreground"> as {link.displayName}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="break-all">{path}</span> · published {formatLongDate(link.createdAt)}{" "}
          <Badge variant="outline" className="ml-1">
            {link.indexable ? "Search engines may list it" : "Link only"}
          </Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(path)}>
          <Copy aria-hidden="true" />
          Copy link<span className="sr-only"> to {label}</span>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={path}>
            <ExternalLink aria-hidden="true" />
            Open<span className="sr-only"> {label}</span>
          </Link>
        </Button>
        <Form method="post" action={`${path}/remove`}>
          <Button type="submit" variant="outline" size="sm" disabled={pending}>
            <Trash2 aria-hidden="true" />
            {pending ? "Unpublishing..." : "Unpublish"}
            <span className="sr-only"> {label}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}
