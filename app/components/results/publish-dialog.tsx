import { Check, Copy, ExternalLink, Globe, Loader2 } from "lucide-react";
import { useId, useRef, useState, type ComponentProps } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { toast } from "sonner";
import { dimensionNames, dimensions } from "~/assessment/questions";
import { readDimension, type Result } from "~/assessment/scoring";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import {
  displayNameMaxLength,
  displayNameSchema,
  publishedStorageKey,
  type PublishedLocally,
} from "~/lib/publishing";

/** What a publish starts from: a saved result (signed in) or this browser's 60 answers. */
export type PublishSource =
  | { kind: "saved"; sessionId: string }
  | { kind: "visitor"; answers: Readonly<Record<number, number>> };

const clarityText = {
  slight: "slight",
  moderate: "moderate",
  clear: "clear",
  "very clear": "very clear",
} as const;

/**
 * The choice to let search engines list the page, off unless ticked: the dialog and /r/new say
 * it alike, each with its own form's input attributes.
 */
export function IndexableChoice({ id, ...input }: ComponentProps<"input"> & { id: string }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} {...input} className="mt-1 size-4 accent-primary" />
      <label htmlFor={id} className="text-sm">
        Let search engines list this page
        <span className="block text-muted-foreground">
          Off: only people you give the link to will find it.
        </span>
      </label>
    </div>
  );
}

/** Exactly what a public page shows, and what it never shows: the dialog and /r/new say it. */
export function WhatBecomesPublic({ result }: { result: Result }) {
  return (
    <div className="text-sm">
      <p className="font-medium">The page will show:</p>
      <ul className="mt-2 list-disc pl-5 text-muted-foreground">
        <li>your type, {result.type}, and its name;</li>
        <li>
          your five scores with how clear each is:{" "}
          {dimensions
            .map((dimension) => {
              const reading = readDimension(dimension, result.dimensions[dimension]);
              return `${dimensionNames[dimension]} ${reading.strength}% ${reading.leaning} (${clarityText[reading.clarity]})`;
            })
            .join("; ")}
          ;
        </li>
        <li>the display name you give below, if any, and the day you published it.</li>
      </ul>
      <p className="mt-3 font-medium">It never shows:</p>
      <p className="mt-1 text-muted-foreground">
        your e-mail address, your 60 answers or any premium report. You can remove the page at any
        time, and it is gone at once.
      </p>
    </div>
  );
}

/** Keeps a visitor's published page and its removal secret in this browser. */
export function rememberPublished(entry: PublishedLocally) {
  try {
    const kept = readPublished();
    localStorage.setItem(publishedStorageKey, JSON.stringify([entry, ...kept].slice(0, 50)));
  } catch {
    // Storage full or off: the dialog still shows the removal link once, to copy.
  }
}

export function readPublished(): PublishedLocally[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(publishedStorageKey) ?? "[]");
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (item): item is PublishedLocally =>
        typeof item?.slug === "string" &&
        typeof item?.removalToken === "string" &&
        typeof item?.type === "string" &&
        typeof item?.publishedAt === "string",
    );
  } catch {
    return [];
  }
}

type Published = { path: string; removalPath: string | null };

/**
 * The Publish button and its dialog (issue 20): a native modal <dialog> (focus moves in and stays
 * there, Escape closes it, focus returns to the button). For a saved result the button is a link
 * to /r/new, which works without JavaScript; with it, the dialog opens instead.
 */
export function PublishButton({ result, source }: { result: Result; source: PublishSource }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const id = useId();

  function show() {
    flushSync(() => {
      setOpen(true);
      setPublished(null);
      setError(null);
      setNameError(null);
    });
    dialog.current?.showModal();
    nameInput.current?.focus();
  }

  async function publish(form: HTMLFormElement) {
    const fields = new FormData(form);
    const name = displayNameSchema.safeParse(String(fields.get("displayName") ?? ""));
    if (!name.success) {
      setNameError(name.error.issues[0]?.message ?? "Check the name.");
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    setError(null);
    setSending(true);
    try {
      const body = {
        displayName: name.data,
        indexable: fields.get("indexable") === "on",
        ...(source.kind === "saved"
          ? { sessionId: source.sessionId }
          : { responses: source.answers }),
      };
      const response = await fetch("/api/public-results", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        slug?: string;
        path?: string;
        removalToken?: string;
        error?: string;
      };
      if (!response.ok || !answer.slug || !answer.path) {
        setError(answer.error ?? "Your result couldn't be published just now. Please try again.");
        return;
      }
      let removalPath: string | null = null;
      if (answer.removalToken) {
        removalPath = `/r/${answer.slug}/remove?token=${encodeURIComponent(answer.removalToken)}`;
        rememberPublished({
          slug: answer.slug,
          removalToken: answer.removalToken,
          type: result.type,
          publishedAt: new Date().toISOString(),
        });
      }
      flushSync(() => setPublished({ path: answer.path!, removalPath }));
      successHeading.current?.focus();
    } catch {
      setError("We couldn't reach the server. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  const trigger =
    source.kind === "saved" ? (
      <Button asChild variant="outline">
        <Link
          to={`/r/new?session=${source.sessionId}`}
          onClick={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <Globe aria-hidden="true" />
          Publish
        </Link>
      </Button>
    ) : (
      <Button variant="outline" onClick={show}>
        <Globe aria-hidden="true" />
        Publish
      </Button>
    );

  return (
    <>
      {trigger}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-background p-0 text-left text-foreground shadow-xl backdrop:bg-foreground/40"
      >
        {open && !published ? (
          <form
            className="flex flex-col gap-5 p-6"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void publish(event.currentTarget);
            }}
          >
            <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
              Publish your result
            </h2>
            <WhatBecomesPublic result={result} />
            {error ? <FormAlert title="Not published">{error}</FormAlert> : null}
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-name`} className="text-sm font-medium">
                Display name (optional)
              </label>
              <Input
                ref={nameInput}
                id={`${id}-name`}
                name="displayName"
                autoComplete="off"
                maxLength={displayNameMaxLength}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ""}`}
              />
              <p id={`${id}-name-hint`} className="text-sm text-muted-foreground">
                Up to {displayNameMaxLength} characters; leave it empty to stay anonymous.
              </p>
              {nameError ? (
                <p id={`${id}-name-error`} className="text-sm font-medium text-destructive">
                  {nameError}
                </p>
              ) : null}
            </div>
            <IndexableChoice id={`${id}-indexable`} name="indexable" type="checkbox" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={sending}>
                {sending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Globe aria-hidden="true" />
                )}
                {sending ? "Publishing..." : "Publish"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
        {open && published ? (
          <div className="flex flex-col gap-5 p-6">
            <h2
              id={`${id}-title`}
              ref={successHeading}
              tabIndex={-1}
              className="text-xl font-bold tracking-tight focus:outline-none"
            >
              Your result is public
            </h2>
            <CopyField label="Its page" path={published.path} testId="public-link" />
            {published.removalPath ? (
              <>
                <CopyField
                  label="Your private removal link"
                  path={published.removalPath}
                  testId="removal-link"
                />
                <p className="text-sm text-muted-foreground">
                  Copy this link and keep it to yourself: it is the only way to take the page down
                  from another browser. This browser keeps it too, and we show it only now.
                </p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                You can remove it at any time from your dashboard.
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to={published.path}>
                  <ExternalLink aria-hidden="true" />
                  Open the page
                </Link>
              </Button>
              <Button type="button" variant="ghost" onClick={() => dialog.current?.close()}>
                Close
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** An address to copy: read-only text (selectable by hand too) and a Copy button. */
export function CopyField({
  label,
  path,
  testId,
}: {
  label: string;
  path: string;
  testId: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).href;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          data-testid={testId}
          onFocus={(e) => e.target.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied(true);
            } catch {
              setCopied(false);
              toast.error("Couldn't copy the link", {
                description: "Select the address in the box and copy it by hand.",
              });
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
    </div>
  );
}
