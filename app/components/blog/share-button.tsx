import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Shares a post: the system share sheet where the browser has one, otherwise the link is copied.
 * It needs JavaScript, so it appears only once the page is interactive.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const t = useT();
  if (!hydrated) return null;
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is not an error worth telling anyone about.
        if ((error as Error).name !== "AbortError")
          toast.error(t("blog:share.failed"), { description: t("blog:share.copyYourself") });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("blog:share.copied"), { description: t("blog:share.copiedText") });
    } catch {
      toast.error(t("blog:share.copyFailed"), { description: t("blog:share.copyYourself") });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      {t("blog:share.button")}
    </Button>
  );
}
