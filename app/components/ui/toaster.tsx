import { Toaster as Sonner } from "sonner";

/**
 * The site's toast outlet (sonner), announced politely to screen readers. Toasts sit below the
 * sticky 4rem header so they never cover its buttons (Sign Out, the menu).
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      offset={{ top: 80, right: 24 }}
      mobileOffset={{ top: 72, left: 16, right: 16 }}
      richColors
      closeButton
      toastOptions={{ duration: 5_000 }}
      containerAriaLabel="Notifications"
    />
  );
}
