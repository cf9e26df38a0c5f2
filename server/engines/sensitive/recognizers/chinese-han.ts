/**
 * Han characters Japanese writing has (JIS X 0208 and the Windows extensions, as Shift_JIS
 * decodes them), built once from the decoder itself.
 */
let japaneseHan: Set<string> | undefined;

function japaneseHanSet(): Set<string> {
  if (japaneseHan) return japaneseHan;
  const decoder = new TextDecoder('shift_jis');
  const found = new Set<string>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      const character = decoder.decode(pair);
      if (character.length === 1) found.add(character);
    }
  }
  japaneseHan = found;
  return found;
}

const hanCharacter = /[\u4e00-\u9fff]/gu;

/**
 * A value holding a Han character Japanese never writes (尔, 亚, 时: simplified Chinese) is Chinese
 * text — a country's or a city's name in Chinese — and no Japanese name.
 */
export function hasChineseOnlyHan(value: string): boolean {
  const known = japaneseHanSet();
  for (const character of value.match(hanCharacter) ?? []) if (!known.has(character)) return true;
  return false;
}
