import { runText } from './run-text.js';

const item = /<si\/>|<si>([\s\S]*?)<\/si>/g;

/**
 * The shared strings table of a workbook (xl/sharedStrings.xml), each entry as the cell shows
 * it (runText: runs joined, furigana left out, escapes decoded).
 */
export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const [, body = ''] of xml.matchAll(item)) strings.push(runText(body));
  return strings;
}
