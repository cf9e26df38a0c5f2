import { qualityExport } from '@contract/functions/quality';
import { useFunctionMutation } from '@web/lib/function-query';

/** Asks the server for the problems file (CSV or workbook) and hands it to the browser. */
export function useExportQuality() {
  return useFunctionMutation(qualityExport, {
    onSuccess: (file) => {
      const bytes = Uint8Array.from(atob(file.content), (character) => character.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName;
      anchor.click();
      // The browser reads the blob after the click returns; free it once it surely has.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
