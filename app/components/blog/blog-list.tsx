import { Newspaper, RefreshCw } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { Button } from "~/components/ui/button";
import type { PostSummary } from "~/content/model";
import { useT } from "~/i18n/use-t";
import { firstScreenPriority } from "~/lib/images";
import { PostCard } from "./post-card";
import { useLocalize } from "~/i18n/use-language";

function BlogSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t("blog:list.loading")}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-lg border">
          <Skeleton className="aspect-[1200/630] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

function BlogError() {
  const t = useT();
  const localize = useLocalize();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-lg border p-10 text-center"
    >
      <h2 className="text-xl font-semibold">{t("blog:list.error.heading")}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("blog:list.error.text")}</p>
      {/* A link, so Retry reloads the page with or without JavaScript. */}
      <Button asChild className="mt-6">
        <a href={localize("/blog")}>
          <RefreshCw aria-hidden="true" />
          {t("blog:list.error.retry")}
        </a>
      </Button>
    </div>
  );
}

function EmptyBlog() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-lg border border-dashed p-10 text-center">
      <Newspaper className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{t("blog:list.empty.heading")}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("blog:list.empty.text")}</p>
    </div>
  );
}

/** The post grid with its three other states: loading skeleton, error with Retry, and empty. */
export function BlogList({ posts }: { posts: Promise<PostSummary[]> | PostSummary[] }) {
  return (
    <Suspense fallback={<BlogSkeleton />}>
      <Await resolve={posts} errorElement={<BlogError />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyBlog />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((post, index) => (
                <PostCard
                  key={post.slug}
                  post={post}
                  // The first card's cover is the page's largest image; the first row is on screen.
                  imagePriority={firstScreenPriority(index, 3)}
                />
              ))}
            </div>
          )
        }
      </Await>
    </Suspense>
  );
}
