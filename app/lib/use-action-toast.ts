import { useEffect } from "react";
import { toast } from "sonner";

export interface ToastMessage {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

/** Shows the toast an action answered with, once per answer. */
export function useActionToast(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!message) return;
    const show =
      message.type === "error" ? toast.error : message.type === "success" ? toast.success : toast;
    show(message.title, { description: message.description });
  }, [message]);
}
