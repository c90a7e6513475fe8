import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/test-results";
import { getProfile } from "~/assessment/profiles";
import { requireUser } from "~/auth/session.server";
import { ResultsView } from "~/components/results/results-view";
import { testStore } from "~/components/test/test-store";
import { Button } from "~/components/ui/button";
import { findTestSession, resultOf } from "~/db/test-sessions.server";
import { formatLongDate } from "~/lib/dates";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `Your Results: ${data.result.type}` : "Your Results", "A saved test result.");

/**
 * One saved result (spec §7 call 6): read by id and the signed-in user's id together, so another
 * user's id, a malformed id and a missing row all look the same: "Test not found".
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  let session;
  try {
    session = await findTestSession(context.db, user.id, params.sessionId);
  } catch (error) {
    logger().error({ error: loggableError(error) }, "Could not load a saved result");
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: "Error",
      description: "Failed to load test results",
    });
  }
  if (!session) {
    throw await redirectWithToast("/dashboard", {
      type: "error",
      title: "Test not found",
      description: "The requested test results could not be found.",
    });
  }
  const result = resultOf(session);
  return {
    result,
    profile: getProfile(result.type) ?? null,
    completedAt: session.completedAt.toISOString(),
    isPremium: session.isPremium,
  };
}

export default function TestResults({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 pt-8 sm:px-6">
        <Button asChild variant="ghost">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          Taken on{" "}
          <time dateTime={loaderData.completedAt}>{formatLongDate(loaderData.completedAt)}</time>
        </p>
      </div>
      <ResultsView
        result={loaderData.result}
        profile={loaderData.profile}
        onRetake={() => {
          // Spec §2: Retake leads to /personality-test, with a fresh attempt.
          testStore.reset();
          navigate("/personality-test");
        }}
      />
    </>
  );
}
