import {
  datasetsExportPath,
  exportTotalHeader,
  type DatasetsExportInput,
} from '@contract/functions/exports';
import { downloadFile } from '@web/lib/download-file';

export interface ExportProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Datasets in the export, as the server counted them. */
  datasets: number;
}

/** Downloads an export (streamed, with progress), saved under the name the server gives. */
export function downloadExport(
  input: DatasetsExportInput,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return downloadFile(
    datasetsExportPath,
    input,
    ({ bytes, response }) =>
      onProgress({ bytes, datasets: Number(response.headers.get(exportTotalHeader) ?? 0) }),
    signal,
  );
}
