import { linksExport } from '@contract/functions/links';
import { useFunctionMutation } from '@web/lib/function-query';

/** Asks the server for the CSV and hands it to the browser as a download. */
export function useExportLinks() {
  return useFunctionMutation(linksExport, {
    onSuccess: (file) => {
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName;
      anchor.click();
      // The browser reads the blob after the click returns; free it once it surely has.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
