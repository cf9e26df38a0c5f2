import { normalizeValue } from './normalize.js';

const japaneseScript = /[\u3040-\u30ff\u3400-\u9fff]/;
/** A lot, house or room number written as a word (1番地, 2番, 3号). */
const numberWord = /番地|番|号/;
/** A block's own number (三丁目, 6丁目): part of the block's name, not of a house's. */
const blockNumber = /(?:\d+|[〇一二三四五六七八九十百]+)丁目/g;
const longestPlace = 60;

/**
 * A Japanese place written down to its town, 字 or block and no further (中区栄三丁目,
 * 麻生町6丁目, 稲城市 坂浜, 大字守山字大門): no lot, house or room number (1番地, 5-1, 2号).
 * It names an area where many people live, not anyone's home.
 */
export function isBlockLevelPlace(value: string): boolean {
  const normalized = normalizeValue(value);
  if (normalized.length === 0 || normalized.length > longestPlace) return false;
  if (!japaneseScript.test(normalized) || numberWord.test(normalized)) return false;
  return !/\d/.test(normalized.replace(blockNumber, ''));
}
