import { Menu, X } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SiteNavLink } from "~/components/common/site-link";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";
import { AccountControls, useHeaderLinks } from "./account-controls";
import { LanguageMenu } from "./language-menu";

/**
 * The phone menu as a native modal <dialog>: the browser makes the rest of the page inert, traps
 * focus and closes it on Escape, with no script library to download. Its contents exist only
 * while it is open: a closed menu is a second copy of the header that every page would render,
 * send and hydrate for nothing (and the button that opens it needs JavaScript anyway).
 */
export function MobileMenu({
  linkClasses,
}: {
  linkClasses: (state: { isActive: boolean }) => string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const links = useHeaderLinks();
  const t = useT();

  const close = () => dialog.current?.close();

  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t("common:menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          // Rendered before it opens, so the browser can move focus into it.
          flushSync(() => setOpen(true));
          dialog.current?.showModal();
        }}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </Button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 mb-auto max-h-dvh w-full max-w-none overflow-y-auto border-b bg-background p-0 text-foreground shadow-lg backdrop:bg-overlay/30 open:animate-fade-in lg:hidden"
      >
        {open ? (
          <div className="p-4">
            <div className="flex items-center justify-between">
              <h2 id="mobile-menu-title" className="text-base font-semibold">
                {t("common:menu.title")}
              </h2>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("common:menu.close")}
                onClick={close}
              >
                <X className="size-6!" aria-hidden="true" />
              </Button>
            </div>
            <nav aria-label={t("common:nav.mobile")} className="mt-2">
              <ul className="flex flex-col">
                {links.map((link) => (
                  <li key={link.to}>
                    <SiteNavLink
                      to={link.to}
                      end={link.to === "/"}
                      onClick={close}
                      className={({ isActive }) =>
                        cn(linkClasses({ isActive }), "block px-3 py-3 text-base")
                      }
                    >
                      {t(link.label)}
                    </SiteNavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 flex flex-col gap-3 border-t pt-4">
              <LanguageMenu />
              <AccountControls layout="menu" onNavigate={close} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
