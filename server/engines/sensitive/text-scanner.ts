import { textSignals } from './cell-signals.js';
import type { FindingsSink } from './findings-sink.js';
import type { LanguageResources } from './language-resources.js';
import { checkAborted } from './scan-errors.js';
import { scoreSignal } from './scoring.js';

export interface TextLine {
  text: string;
  /** 1-based line within the file, or within its page for PDF. */
  line: number;
  page?: number;
}

/** Words on the same line that say what a nearby value is (生年月日: 1990年…, TEL 090-…). */
const lineContext: { type: string; pattern: RegExp; boost: number }[] = [
  { type: 'DATE', pattern: /生年月日|誕生日|生まれ|born|birth|dob/i, boost: 0.4 },
  {
    type: 'PERSON_NAME',
    pattern: /氏名|名前|申請者|担当者|様|さん|name:|mr\.|ms\.|mrs\./i,
    boost: 0.2,
  },
  { type: 'LOCATION', pattern: /住所|現住所|居住|address|lives at/i, boost: 0.2 },
  { type: 'ETHNIC_GROUP', pattern: /国籍|民族|nationality|ethnicity|race/i, boost: 0.3 },
  { type: 'PHONE_NUMBER', pattern: /電話|携帯|tel|phone|mobile/i, boost: 0.1 },
];

export async function scanTextLines(
  lines: AsyncIterable<TextLine>,
  resources: LanguageResources,
  sink: FindingsSink,
  signal?: AbortSignal,
): Promise<number> {
  let count = 0;
  for await (const line of lines) {
    count++;
    if (line.text.trim().length === 0) continue;
    for (const found of textSignals(line.text.normalize('NFKC'), resources)) {
      const boost =
        lineContext.find(
          (context) => context.type === found.type && context.pattern.test(line.text),
        )?.boost ?? 0;
      const score = scoreSignal(
        { ...found, strength: found.strength + boost },
        undefined,
        'unknown',
      );
      const location =
        line.page === undefined
          ? { row: line.line, column: 'text' }
          : { row: line.line, page: line.page, column: 'text' };
      if (score > 0) sink.add(location, found.type, found.subType, score, found.quote);
    }
    if (sink.wantsFlush) await sink.flush();
    if ((count & 1023) === 0) checkAborted(signal);
  }
  await sink.flush();
  return count;
}
