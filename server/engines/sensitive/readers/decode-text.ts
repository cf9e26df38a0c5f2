/** Encodings met in Japanese and English open data, named as reported in the scan summary. */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'shift_jis' | 'euc-jp' | 'utf-16le' | 'utf-16be';

/**
 * Picks the encoding from the first bytes: a BOM if present; UTF-8 if the sample is valid UTF-8;
 * otherwise Shift_JIS (as CP932: WHATWG's shift_jis decoder includes the NEC and IBM extensions
 * Windows writes), unless the sample reads better as EUC-JP.
 */
export function detectEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return replacementCount(head, 'euc-jp') < replacementCount(head, 'shift_jis')
      ? 'euc-jp'
      : 'shift_jis';
  }
}

function replacementCount(head: Uint8Array, label: string): number {
  const text = new TextDecoder(label).decode(head.subarray(0, 65_536), { stream: true });
  let count = 0;
  for (const character of text) if (character === '\ufffd') count++;
  // Half-width katakana is rare in real text; EUC-JP read as Shift_JIS produces a lot of it.
  return count * 4 + (text.match(/[\uff61-\uff9f]/g)?.length ?? 0);
}

export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncGenerator<string> {
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  // ignoreBOM false (the default) strips the BOM.
  const decoder = new TextDecoder(label);
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Lines of decoded text, without their line endings. */
export async function* splitLines(texts: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  for await (const text of texts) {
    const parts = (carry + text).split(/\r\n|\n|\r/);
    carry = parts.pop() ?? '';
    for (const part of parts) yield part;
    if (carry.length > 1_000_000) {
      yield carry;
      carry = '';
    }
  }
  if (carry) yield carry;
}
