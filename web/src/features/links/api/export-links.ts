import { useMutation } from '@tanstack/react-query';
import type { InputOf } from '@contract/functions/define';
import { linksExport } from '@contract/functions/links';
import { callContract } from '@web/lib/functions-client';

/** Asks the server for the CSV and hands it to the browser as a download. */
export function useExportLinks() {
  return useMutation({
    mutationFn: async (input: InputOf<typeof linksExport>) => {
      const file = await callContract(linksExport, input);
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName;
      anchor.click();
      // The browser reads the blob after the click returns; free it once it surely has.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return file;
    },
  });
}
