import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign In", `Sign in to ${site.name} to save your test results and see your history.`);

export default function Auth() {
  const navigate = useNavigate();
  return (
    <section className="flex flex-1 items-center justify-center bg-muted px-4 py-16">
      <div className="w-full max-w-md">
        <Button variant="ghost" className="mb-4" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl font-bold">
              Welcome Back
            </CardTitle>
            <CardDescription>
              Sign in to save your results to your account and keep your test history.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    </section>
  );
}
