import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SensitiveScanError } from '../scan-errors.js';
import type { TextLine } from '../text-scanner.js';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

interface TextItem {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
}

/**
 * Text lines of a PDF, page by page, with pdf.js (Mozilla). Japanese PDFs need the Adobe CMaps
 * that ship inside pdfjs-dist; nothing is fetched. Scripts in the PDF are never evaluated.
 */
export async function* readPdfLines(
  bytes: Uint8Array,
  signal?: AbortSignal,
): AsyncGenerator<TextLine> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(
    path.join(pdfjsRoot, 'legacy/build/pdf.worker.mjs'),
  ).href;
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: path.join(pdfjsRoot, 'cmaps') + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new SensitiveScanError(
      'PARSE_FAILED',
      `The file could not be read as PDF: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      if (signal?.aborted) throw new SensitiveScanError('ABORTED', 'The scan was cancelled.');
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      let line = 1;
      let text = '';
      let lastY: number | undefined;
      const lines: TextLine[] = [];
      for (const item of content.items as TextItem[]) {
        const y = item.transform?.[5];
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 2 && text) {
          lines.push({ text, line: line++, page: pageNumber });
          text = '';
        }
        text += item.str;
        if (y !== undefined) lastY = y;
        if (item.hasEOL) {
          lines.push({ text, line: line++, page: pageNumber });
          text = '';
          lastY = undefined;
        }
      }
      if (text) lines.push({ text, line: line++, page: pageNumber });
      page.cleanup();
      yield* lines;
    }
  } finally {
    await document.destroy();
  }
}
