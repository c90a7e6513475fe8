import { createHash } from "node:crypto";

/**
 * Keeps rendered images by their ETag, which is a hash of everything that decides the picture
 * (the drawing's inputs, its size and the build's drawing version), so:
 * - an image is drawn once per input per build; a changed input or a redeploy is another ETag;
 * - a request whose If-None-Match names the current ETag is answered 304 without drawing at all;
 * - concurrent first requests for one image share one render;
 * - at most `concurrency` renders run at once and at most `maxWaiting` wait: past that a render is
 *   refused (`Busy`), so a burst of odd requests cannot pin the CPU or queue without end.
 */
export interface ImageStoreOptions {
  /** Most images kept; the least recently used is dropped first. */
  maxEntries?: number;
  concurrency?: number;
  maxWaiting?: number;
}

export class Busy extends Error {
  constructor() {
    super("Too many images are being drawn at once.");
  }
}

export interface Drawn {
  png: Buffer;
  etag: string;
}

export function etagOf(inputs: unknown, version: string): string {
  const hash = createHash("sha256").update(version).update(JSON.stringify(inputs));
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

export class ImageStore {
  private readonly kept = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private readonly maxEntries: number;
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  /** Renders started (for tests and the bench: a cached answer draws nothing). */
  renders = 0;

  constructor({ maxEntries = 400, concurrency = 1, maxWaiting = 16 }: ImageStoreOptions = {}) {
    this.maxEntries = maxEntries;
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** The kept image of this ETag, if any, marked recently used. */
  peek(etag: string): Buffer | undefined {
    const png = this.kept.get(etag);
    if (png) {
      this.kept.delete(etag);
      this.kept.set(etag, png);
    }
    return png;
  }

  /** The image of this ETag: kept, being drawn, or drawn now by `draw`. */
  async get(etag: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.peek(etag);
    if (kept) return kept;
    const pending = this.pending.get(etag);
    if (pending) return pending;
    const render = this.schedule(draw).then((png) => {
      this.kept.set(etag, png);
      while (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
      return png;
    });
    this.pending.set(etag, render);
    const forget = () => this.pending.delete(etag);
    render.then(forget, forget);
    return render;
  }

  size() {
    return this.kept.size;
  }

  /** Forgets every kept image (tests that run once per database start from an empty store). */
  clear() {
    this.kept.clear();
  }

  private async schedule(draw: () => Promise<Buffer>): Promise<Buffer> {
    if (this.running < this.concurrency) this.running += 1;
    else {
      if (this.waiting.length >= this.maxWaiting) throw new Busy();
      // The render that finishes hands its slot over: `running` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.renders += 1;
    try {
      return await draw();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The server's one store of preview images (app/routes/og.ts). */
export const previewImages = new ImageStore();

/**
 * How long browsers and shared caches keep an image before revalidating with its ETag. No `public`:
 * the page cache (server/page-cache.ts) keeps only answers that say `public`, and it keeps text.
 */
export const imageCacheControl = "max-age=86400, stale-while-revalidate=604800";

/** Whether the request's If-None-Match names this ETag (weakly, as RFC 9110 asks for GET). */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
