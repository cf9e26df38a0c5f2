import { checkAborted, SensitiveScanError } from '../scan-errors.js';

export type ByteInput = AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

/** A byte stream whose first bytes can be looked at before it is read, with a size cap. */
export class ByteSource {
  bytes = 0;
  private readonly iterator: AsyncIterator<Uint8Array>;
  private pending: Uint8Array[] = [];
  private ended = false;

  constructor(
    input: ByteInput,
    private readonly maxBytes: number,
    private readonly signal?: AbortSignal,
  ) {
    this.iterator = (input as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  }

  /** At least `size` bytes from the start (fewer if the stream is shorter), without consuming them. */
  async peek(size: number): Promise<Uint8Array> {
    let buffered = this.pending.reduce((sum, chunk) => sum + chunk.length, 0);
    while (buffered < size && !this.ended) {
      const chunk = await this.pull();
      if (!chunk) break;
      this.pending.push(chunk);
      buffered += chunk.length;
    }
    return Buffer.concat(this.pending);
  }

  async *chunks(): AsyncGenerator<Uint8Array> {
    while (this.pending.length > 0) yield this.pending.shift()!;
    for (let chunk = await this.pull(); chunk; chunk = await this.pull()) yield chunk;
  }

  /** The whole stream in one buffer: for formats that need random access (XLS, XLSX, PDF). */
  async readAll(): Promise<Buffer> {
    const parts: Uint8Array[] = [];
    for await (const chunk of this.chunks()) parts.push(chunk);
    return Buffer.concat(parts);
  }

  private async pull(): Promise<Uint8Array | undefined> {
    checkAborted(this.signal);
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return undefined;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      await this.iterator.return?.();
      throw new SensitiveScanError(
        'FILE_TOO_LARGE',
        `The file is larger than the ${formatMegabytes(this.maxBytes)} limit for sensitive-information checks.`,
      );
    }
    return chunk;
  }
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
