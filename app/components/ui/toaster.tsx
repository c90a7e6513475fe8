import { Toaster as Sonner } from "sonner";
import type { Theme } from "~/lib/theme";

/**
 * The site's toast outlet (sonner), announced politely to screen readers. Bottom right: at the
 * top they covered the header's Sign Out and the first button of the page (a hovered toast
 * stays, so the button stayed covered). Toasts take the page's theme; "system" follows the
 * operating system's setting as the page does.
 */
export function Toaster({ theme }: { theme: Theme }) {
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ duration: 5_000 }}
      containerAriaLabel="Notifications"
    />
  );
}
