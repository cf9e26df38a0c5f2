import { useMutation } from '@tanstack/react-query';
import { importsPreviewPath, type ImportPreview } from '@contract/functions/bulk';
import { errorFromResponse, FunctionsError, readJsonObject } from '@web/lib/functions-client';

/** Sends a chosen file for a preview: nothing changes until Apply. */
export async function previewImport(instanceId: string, file: File): Promise<ImportPreview> {
  let response: Response;
  try {
    response = await fetch(
      `${importsPreviewPath}?${new URLSearchParams({ instanceId, fileName: file.name })}`,
      {
        method: 'POST',
        // The server reads the kind from the content (CSV, CKAN JSON, DCAT JSON-LD).
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
        credentials: 'same-origin',
      },
    );
  } catch {
    throw new FunctionsError('internal', 'internal');
  }
  const body = await readJsonObject(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  if (!body || !('result' in body))
    throw new FunctionsError('internal', 'Response is missing data field.');
  return body.result as ImportPreview;
}

export function usePreviewImport(instanceId: string) {
  return useMutation({ mutationFn: (file: File) => previewImport(instanceId, file) });
}
