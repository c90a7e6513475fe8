import { Toaster as Sonner } from "sonner";

/** The site's toast outlet (sonner), announced politely to screen readers. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      toastOptions={{ duration: 5_000 }}
      containerAriaLabel="Notifications"
    />
  );
}
