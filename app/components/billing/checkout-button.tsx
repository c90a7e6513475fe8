import { Loader2 } from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { useOptionalUser } from "~/lib/use-user";
import type { CheckoutFrom, CheckoutInput } from "~/billing/checkout-schema";
import { checkoutRefusals, isCheckoutRefusal } from "~/billing/messages";
import type { MessageKey } from "~/i18n/english";
import type { Translate } from "~/i18n/translate";
import { useLanguage } from "~/i18n/use-language";
import { useT } from "~/i18n/use-t";
import { showSignInRequired } from "./sign-in-toast";

/**
 * A button that starts a checkout (spec §4: idle -> processing -> idle on error, or the browser
 * leaves for the checkout). A visitor gets the sign-in toast and no request is made. It is a form
 * posting to the same endpoint, so it also works before JavaScript has loaded; a refusal then
 * comes back in the address and shows here, once, as an alert that takes focus (a refusal fetched
 * with JavaScript is a toast instead).
 */
export function CheckoutButton({
  item,
  from,
  testSessionId,
  signInMessage,
  signInReturnTo,
  children,
  ...buttonProps
}: {
  item: string;
  from: CheckoutFrom;
  testSessionId?: string;
  /** The sign-in toast's description: it differs between the pricing page and the upsell. */
  signInMessage?: MessageKey;
  /** Where the sign-in toast's "Sign in" comes back to; by default this page. */
  signInReturnTo?: string;
  children: ReactNode;
} & Omit<ButtonProps, "type" | "onClick" | "asChild" | "children">) {
  const user = useOptionalUser();
  const t = useT();
  const lang = useLanguage().prefix;
  const [processing, setProcessing] = useState(false);
  const [params, setParams] = useSearchParams();
  const refusal = params.get("checkout-refused");
  // Only for the signed-in buyer: a link with the parameter shows a visitor nothing.
  const refusedHere =
    user !== null && isCheckoutRefusal(refusal) && params.get("checkout-item") === item
      ? refusal
      : null;

  useEffect(() => {
    // Coming back from the checkout with the browser's Back button restores this page as it was
    // left; the button must be usable again.
    const reset = (event: PageTransitionEvent) => event.persisted && setProcessing(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    if (!user) {
      showSignInRequired(t, signInMessage, signInReturnTo);
      return;
    }
    setProcessing(true);
    if (refusedHere) {
      // The next answer is a toast: the earlier refusal leaves the page rather than repeat it.
      setParams(
        (current) => {
          current.delete("checkout-refused");
          current.delete("checkout-item");
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    const url = await requestCheckout({ item, from, lang, testSessionId }, t, signInMessage);
    if (url) {
      // Stays "Processing..." while the browser leaves.
      window.location.assign(url);
    } else {
      setProcessing(false);
    }
  }

  return (
    <form method="post" action="/api/billing/checkout" onSubmit={submit}>
      {refusedHere ? (
        // On the page's own background, so it reads the same on a coloured banner.
        <div className="mb-3 rounded-md bg-background text-start text-foreground [&>div]:mb-0">
          <FormAlert takeFocus>{t(checkoutRefusals[refusedHere])}</FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="from" value={from} />
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      {testSessionId ? <input type="hidden" name="testSessionId" value={testSessionId} /> : null}
      <Button type="submit" disabled={processing} aria-live="polite" {...buttonProps}>
        {processing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {t("billing:actions.processing")}
          </>
        ) : (
          children
        )}
      </Button>
    </form>
  );
}

/** The checkout URL, or null after telling the user why there is none. */
async function requestCheckout(
  body: CheckoutInput,
  t: Translate,
  signInMessage: MessageKey | undefined,
): Promise<string | null> {
  try {
    const response = await fetch("/api/billing/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      url?: string;
      error?: string;
      code?: unknown;
    };
    if (response.ok && answer.url) return answer.url;
    // The session ended in another tab.
    if (response.status === 401) showSignInRequired(t, signInMessage);
    // A refusal the page can word in its own language; the API's English otherwise.
    else if (response.status >= 400 && response.status < 500 && isCheckoutRefusal(answer.code))
      toast.error(t("billing:errors.title"), { description: t(checkoutRefusals[answer.code]) });
    else if (response.status >= 400 && response.status < 500 && answer.error)
      toast.error(t("billing:errors.title"), { description: answer.error });
    else
      toast.error(t("billing:errors.title"), { description: t("billing:errors.checkoutFailed") });
  } catch {
    toast.error(t("billing:errors.title"), { description: t("billing:errors.checkoutFailed") });
  }
  return null;
}
