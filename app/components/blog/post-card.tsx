import { SiteLink } from "~/components/common/site-link";
import { Badge } from "~/components/ui/badge";
import type { PostSummary } from "~/content/model";
import { useT } from "~/i18n/use-t";
import { imagePriorityProps, imageUrl, type ImagePriority } from "~/lib/images";
import { useContentLanguage } from "~/i18n/page-text";

/** Date and reading time ("6 min read", departures #10), as the post list and the post page show them. */
export function PostByline({
  post,
}: {
  post: Pick<PostSummary, "publishedAt" | "readingMinutes">;
}) {
  const t = useT();
  return (
    <p className="text-sm text-muted-foreground">
      <time dateTime={post.publishedAt}>
        {t("blog:post.date", { published: new Date(post.publishedAt) })}
      </time>
      <span aria-hidden="true"> · </span>
      {t("blog:post.readingTime", { minutes: post.readingMinutes })}
    </p>
  );
}

export function PostCategories({ post }: { post: Pick<PostSummary, "categories"> }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("blog:post.categories")}>
      {post.categories.map((category) => (
        <li key={category.slug}>
          <Badge variant="secondary">{category.title}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** A post's cover: its own size reserved, lazily loaded unless it is on the first screen. */
export function PostImage({
  image,
  priority = "lazy",
  className,
}: {
  image: NonNullable<PostSummary["image"]>;
  priority?: ImagePriority;
  className?: string;
}) {
  return (
    <img
      src={imageUrl(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...imagePriorityProps(priority)}
      decoding="async"
      className={className}
    />
  );
}

/** One post in a list (spec §2 "/blog"): image, categories, title, excerpt, date, reading time. */
export function PostCard({
  post,
  headingLevel = 2,
  imagePriority = "lazy",
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  imagePriority?: ImagePriority;
}) {
  const Heading = `h${headingLevel}` as const;
  const contentLanguage = useContentLanguage();
  return (
    <article
      {...contentLanguage}
      className="group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      {post.image ? (
        <PostImage
          image={post.image}
          priority={imagePriority}
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 text-start">
        <PostCategories post={post} />
        <Heading className="text-lg font-semibold leading-snug">
          {/* The whole card is clickable through this link's stretched area. */}
          <SiteLink
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {post.title}
          </SiteLink>
        </Heading>
        <p className="flex-1 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <PostByline post={post} />
      </div>
    </article>
  );
}
