import { errorFromResponse, FunctionsError, readJsonObject } from './functions-client';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** The response, for headers the caller reads (a total to show progress against). */
  response: Response;
}

/**
 * The one way to download a file the server makes: a POST of `{data}` like every function call
 * (the session cookie goes with a same-origin Origin, so no other site can start it), read as a
 * stream so the page can show how far it is, then saved under the file name the server gives.
 * Errors are the function client's (`FunctionsError`).
 */
export async function downloadFile(
  path: string,
  data: unknown,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new FunctionsError(signal?.aborted ? 'cancelled' : 'internal', 'internal');
  }
  if (!response.ok || !response.body)
    throw errorFromResponse(response.status, await readJsonObject(response));
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, response });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(
    new Blob(parts, { type: response.headers.get('content-type') ?? '' }),
    name ?? 'download',
  );
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
