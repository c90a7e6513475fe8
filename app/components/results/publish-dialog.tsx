import { Check, Copy, ExternalLink, Globe, Loader2 } from "lucide-react";
import { useId, useRef, useState, type ComponentProps } from "react";
import { flushSync } from "react-dom";
import { SiteLink } from "~/components/common/site-link";
import { toast } from "sonner";
import { dimensions } from "~/assessment/questions";
import { readDimension, type Result } from "~/assessment/scoring";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/use-t";
import {
  displayNameMaxLength,
  makeDisplayNameSchema,
  publishedStorageKey,
  type PublishedLocally,
} from "~/lib/publishing";
import { clarityShortKey, dimensionKey, poleKey } from "./labels";

/** What a publish starts from: a saved result (signed in) or this browser's 60 answers. */
export type PublishSource =
  | { kind: "saved"; sessionId: string }
  | { kind: "visitor"; answers: Readonly<Record<number, number>> };

/**
 * The choice to let search engines list the page, off unless ticked: the dialog and /r/new say
 * it alike, each with its own form's input attributes.
 */
export function IndexableChoice({ id, ...input }: ComponentProps<"input"> & { id: string }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <input id={id} {...input} className="mt-1 size-4 accent-primary" />
      <label htmlFor={id} className="text-sm">
        {t("results:publish.indexable")}
        <span className="block text-muted-foreground">{t("results:publish.indexableHint")}</span>
      </label>
    </div>
  );
}

/** Exactly what a public page shows, and what it never shows: the dialog and /r/new say it. */
export function WhatBecomesPublic({ result }: { result: Result }) {
  const t = useT();
  const scores = dimensions
    .map((dimension) => {
      const reading = readDimension(dimension, result.dimensions[dimension]);
      return t("results:publish.scoreLine", {
        dimension: t(dimensionKey(dimension)),
        share: reading.strength / 100,
        pole: t(poleKey(reading.pole)),
        clarity: t(clarityShortKey[reading.clarity]),
      });
    })
    .join(t("results:publish.scoreSeparator"));
  return (
    <div className="text-sm">
      <p className="font-medium">{t("results:publish.willShow")}</p>
      <ul className="mt-2 list-disc pl-5 text-muted-foreground">
        <li>{t("results:publish.showType", { type: result.type })}</li>
        <li>{t("results:publish.showScores", { scores })}</li>
        <li>{t("results:publish.showName")}</li>
      </ul>
      <p className="mt-3 font-medium">{t("results:publish.neverShows")}</p>
      <p className="mt-1 text-muted-foreground">{t("results:publish.neverShowsText")}</p>
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
  const t = useT();
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
    const name = makeDisplayNameSchema(t).safeParse(String(fields.get("displayName") ?? ""));
    if (!name.success) {
      setNameError(name.error.issues[0]?.message ?? t("results:name.check"));
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
        setError(answer.error ?? t("results:publish.failed"));
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
      setError(t("results:publish.offline"));
    } finally {
      setSending(false);
    }
  }

  const trigger =
    source.kind === "saved" ? (
      <Button asChild variant="outline">
        <SiteLink
          to={`/r/new?session=${source.sessionId}`}
          onClick={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <Globe aria-hidden="true" />
          {t("results:publish.button")}
        </SiteLink>
      </Button>
    ) : (
      <Button variant="outline" onClick={show}>
        <Globe aria-hidden="true" />
        {t("results:publish.button")}
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
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-background p-0 text-start text-foreground shadow-xl backdrop:bg-foreground/40"
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
              {t("results:publish.title")}
            </h2>
            <WhatBecomesPublic result={result} />
            {error ? (
              <FormAlert title={t("results:publish.notPublished")}>{error}</FormAlert>
            ) : null}
            <div className="flex flex-col gap-2">
              <label htmlFor={`${id}-name`} className="text-sm font-medium">
                {t("results:publish.nameLabel")}
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
                {t("results:publish.nameHint", { max: displayNameMaxLength })}
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
                {sending ? t("results:publish.publishing") : t("results:publish.button")}
              </Button>
              <Button type="button" variant="ghost" onClick={() => dialog.current?.close()}>
                {t("results:publish.cancel")}
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
              {t("results:publish.doneTitle")}
            </h2>
            <CopyField
              label={t("results:publish.itsPage")}
              path={published.path}
              testId="public-link"
            />
            {published.removalPath ? (
              <>
                <CopyField
                  label={t("results:publish.removalLink")}
                  path={published.removalPath}
                  testId="removal-link"
                />
                <p className="text-sm text-muted-foreground">{t("results:publish.removalNote")}</p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t("results:publish.removeFromDashboard")}
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <SiteLink to={published.path}>
                  <ExternalLink aria-hidden="true" />
                  {t("results:publish.openPage")}
                </SiteLink>
              </Button>
              <Button type="button" variant="ghost" onClick={() => dialog.current?.close()}>
                {t("results:publish.close")}
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
  const t = useT();
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
              toast.error(t("results:copy.failed"), {
                description: t("results:copy.failedText"),
              });
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("results:copy.copied") : t("results:copy.copy")}
          <span className="sr-only"> {label.toLocaleLowerCase(t.locale)}</span>
        </Button>
      </div>
    </div>
  );
}
