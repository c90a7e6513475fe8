import { Transform, type TransformCallback } from "node:stream";

/**
 * Joins what is written within one turn of the event loop into a single chunk. React's streaming
 * renderer writes a finished page as dozens of pieces of at most 2 KB; passed on one by one, each
 * became its own write to the socket. Content that streams later (a Suspense boundary resolving)
 * still goes out as soon as its turn ends.
 */
export class CoalescingStream extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.release();
    callback();
  }

  private release() {
    this.scheduled = false;
    if (this.chunks.length === 0) return;
    const [only] = this.chunks;
    this.push(this.chunks.length === 1 && only ? only : Buffer.concat(this.chunks, this.size));
    this.chunks = [];
    this.size = 0;
  }
}
