import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Shares a post: the system share sheet where the browser has one, otherwise the link is copied.
 * It needs JavaScript, so it appears only once the page is interactive.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is not an error worth telling anyone about.
        if ((error as Error).name !== "AbortError")
          toast.error("Sharing failed", {
            description: "Please copy the address from your browser's address bar.",
          });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "The article's address is on your clipboard." });
    } catch {
      toast.error("Couldn't copy the link", {
        description: "Please copy the address from your browser's address bar.",
      });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
