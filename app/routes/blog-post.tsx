import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { MissingState } from "~/components/common/not-found";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  // No post is published yet, so every slug is a missing post.
  return data({ slug: params.slug }, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta("Post Not Found");

export default function BlogPost() {
  return (
    <MissingState
      title="Post Not Found"
      message="The article you are looking for does not exist or has been removed."
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
