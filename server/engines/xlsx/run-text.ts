import { decodeXmlText } from './xml-text.js';

const phonetic = /<rPh\b[\s\S]*?<\/rPh>/g;
const run = /<t(?:\s[^>]*)?\/>|<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g;
const plainRun = /^<t(?: xml:space="preserve")?>([^<]*)<\/t>$/;

/**
 * The text of a string item (`<si>` of the shared strings, `<is>` of an inline string) as the
 * cell shows it: the text of every run, without the phonetic reading (furigana) that Excel on
 * Japanese Windows stores beside typed Japanese, entities and `_xHHHH_` escapes decoded.
 */
export function runText(body: string): string {
  // Most items are one plain run: `<t>…</t>` or `<t xml:space="preserve">…</t>`.
  const plain = plainRun.exec(body);
  if (plain) return decodeXmlText(plain[1]!);
  let text = '';
  for (const [, part = ''] of body.replace(phonetic, '').matchAll(run)) text += part;
  return decodeXmlText(text);
}
