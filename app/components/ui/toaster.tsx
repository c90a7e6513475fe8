import { Toaster as Sonner } from "sonner";

/**
 * The site's toast outlet (sonner), announced politely to screen readers. Bottom right: at the
 * top they covered the header's Sign Out and the first button of the page (a hovered toast
 * stays, so the button stayed covered).
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ duration: 5_000 }}
      containerAriaLabel="Notifications"
    />
  );
}
