import {
  datasetsExportPath,
  exportTotalHeader,
  type DatasetsExportInput,
} from '@contract/functions/bulk';
import { errorFromResponse, FunctionsError, readJsonObject } from '@web/lib/functions-client';

export interface ExportProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Datasets in the export, as the server counted them. */
  datasets: number;
}

/**
 * Downloads an export: a POST like every call (the session cookie goes with a same-origin
 * Origin, so no other site can start it), read as a stream so the page can show how far it is,
 * then saved under the file name the server gives.
 */
export async function downloadExport(
  input: DatasetsExportInput,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(datasetsExportPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: input }),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new FunctionsError(signal?.aborted ? 'cancelled' : 'internal', 'internal');
  }
  if (!response.ok || !response.body)
    throw errorFromResponse(response.status, await readJsonObject(response));
  const datasets = Number(response.headers.get(exportTotalHeader) ?? 0);
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, datasets });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(new Blob(parts, { type: response.headers.get('content-type') ?? '' }), name ?? 'export');
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
