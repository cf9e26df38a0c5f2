import {
  isAbbreviationList,
  japaneseHonorificSuffix,
  japaneseMunicipalityReading,
  japaneseOrganisationPattern,
  japaneseOrganisationReadingPattern,
  japaneseThingEndingWords,
  japaneseOfficeOfPlace,
  weekdayList,
} from '../assets/organisation-words.js';
import type { JapaneseTokenizer } from '../japanese-tokenizer.js';

export interface NameMatch {
  /** 0..1 from the value alone: a surname + given name reads as a person more than a lone surname. */
  strength: number;
  /** Written in kana only (a furigana reading), which only a header can confirm. */
  reading: boolean;
}

const kanaOnly = /^[\p{Script=Katakana}\p{Script=Hiragana}ー・\s]+$/u;
const japaneseOnly = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}々ヶーｰ・\s]+$/u;
const spacedKanji =
  /^[\p{Script=Han}々ヶ]{1,4}\s+[\p{Script=Han}々ヶ\p{Script=Hiragana}\p{Script=Katakana}]{1,4}$/u;

/**
 * Reads a whole value as a Japanese personal name with IPADIC's 人名 tags (姓, 名). Places that
 * are also surnames (渋谷, 大塚) and business names with a surname (山田商店) are told apart by the
 * other tokens and the organisation words.
 */
export function matchJapaneseName(
  value: string,
  tokenizer: JapaneseTokenizer,
): NameMatch | undefined {
  if (ditto.test(value)) return undefined;
  // 山 田 太 郎: a name spaced out character by character.
  const name = value
    .replace(japaneseHonorificSuffix, '')
    .trim()
    .replace(/^(?:\S\s+){2,}\S$/u, (spaced) => spaced.replace(/\s+/g, ''));
  if (name.length < 2 || name.length > 16 || !japaneseOnly.test(name)) return undefined;
  if (
    japaneseOrganisationPattern.test(name) ||
    japaneseOfficeOfPlace.test(name) ||
    weekdayList.test(name) ||
    isAbbreviationList(name)
  )
    return undefined;
  if (kanaOnly.test(name)) {
    const reading = toKatakana(name);
    if (
      japaneseOrganisationReadingPattern.test(reading.replace(/[\s・]+/g, '')) ||
      japaneseMunicipalityReading.test(reading)
    )
      return undefined;
    const parts = name.split(/[\s・]+/).filter(Boolean);
    return parts.length === 2
      ? { strength: 0.3, reading: true }
      : { strength: 0.15, reading: true };
  }
  const tokens = tokenizer.tokenize(name).filter((token) => token.pos !== '記号');
  if (tokens.length >= 2 && japaneseThingEndingWords.has(tokens.at(-1)!.surface_form))
    return undefined;
  let surnames = 0;
  let givenNames = 0;
  let personOther = 0;
  let places = 0;
  let other = 0;
  for (const token of tokens) {
    if (token.pos_detail_2 === '人名') {
      if (token.pos_detail_3 === '姓') surnames++;
      else if (token.pos_detail_3 === '名') givenNames++;
      else personOther++;
    } else if (token.pos_detail_2 === '地域') places++;
    else if (token.pos === '名詞' || token.word_type === 'UNKNOWN') other++;
    else other += 2; // particles, verbs, adjectives: a phrase, not a name
  }
  const nameTokens = surnames + givenNames + personOther;
  const spaced = spacedKanji.test(name);
  if (surnames >= 1 && givenNames >= 1 && other + places <= 1)
    return { strength: 0.75, reading: false };
  if (nameTokens >= 1 && other + places <= 2 && (spaced || tokens.length >= 2))
    return { strength: spaced ? 0.65 : 0.55, reading: false };
  if (spaced && other + places <= 3) return { strength: 0.5, reading: false };
  if (nameTokens === 1 && tokens.length === 1)
    return { strength: givenNames ? 0.3 : 0.25, reading: false };
  return partlyInKana(name, tokenizer);
}

/** たなか 花子, 山田 さくら: one part in kanji that IPADIC reads as a name, the other in kana. */
function partlyInKana(name: string, tokenizer: JapaneseTokenizer): NameMatch | undefined {
  const parts = name.split(/\s+/);
  if (parts.length !== 2 || parts.some((part) => part.length > 5)) return undefined;
  const kanji = parts.filter((part) => /^[\p{Script=Han}々ヶ]+$/u.test(part));
  const kana = parts.filter((part) => kanaOnly.test(part));
  if (kanji.length !== 1 || kana.length !== 1) return undefined;
  const tokens = tokenizer.tokenize(kanji[0]!);
  return tokens.length === 1 && tokens[0]!.pos_detail_2 === '人名'
    ? { strength: 0.5, reading: false }
    : undefined;
}

function toKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096]/g, (kana) =>
    String.fromCharCode(kana.charCodeAt(0) + 0x60),
  );
}

const honorificToken = /^(?:さん|様|さま|氏|君|くん|ちゃん|殿)$/;

/** Person names inside running Japanese text: a 姓 token followed by a 名 token or an honorific. */
export function findJapaneseNames(text: string, tokenizer: JapaneseTokenizer): string[] {
  const tokens = tokenizer.tokenize(text);
  const names: string[] = [];
  for (let index = 0; index < tokens.length - 1; index++) {
    const current = tokens[index]!;
    if (current.pos_detail_2 !== '人名' || current.pos_detail_3 !== '姓') continue;
    let nextIndex = index + 1;
    let separator = '';
    if (tokens[nextIndex]?.pos_detail_1 === '空白') {
      separator = tokens[nextIndex]!.surface_form;
      nextIndex++;
    }
    const next = tokens[nextIndex];
    if (next && next.pos_detail_2 === '人名' && next.pos_detail_3 === '名') {
      names.push(current.surface_form + separator + next.surface_form);
      index = nextIndex;
    } else if (next && separator === '' && honorificToken.test(next.surface_form)) {
      names.push(current.surface_form + next.surface_form);
      index = nextIndex;
    }
  }
  return names;
}

/** A person's title or unit before a name (代表取締役社長, 理事長, 総務部, 政府CIO補佐官, 福井工場長). */
const titleOrUnit =
  /(?:長|役|官|員|部|課|室|局|係|士|師|監|幹|査|主任|補佐|理事|会長|社長|取締役|顧問|委員|マネージャー|ディレクター|リーダー|CEO|COO|CTO|CFO)$/iu;
/** "Ditto" in a column (同上, 同 上): the value above, never a name. */
const ditto = /^同\s*上$/;

export interface NamePart {
  quote: string;
  strength: number;
}

/**
 * A cell holding a title and a name (代表取締役社長 山田 太郎, 理事長 佐藤 花子, 総務部 鈴木
 * 一郎) or several people (山田 太郎、佐藤 花子): each part is read on its own, titles and units
 * dropped, and the names found are returned with their own text.
 */
export function matchJapaneseNameParts(value: string, tokenizer: JapaneseTokenizer): NamePart[] {
  if (value.length > 120 || ditto.test(value)) return [];
  const found: NamePart[] = [];
  const segments = value.split(/\s*[、,，;；/／]\s*/);
  for (const segment of segments) {
    const words = segment.split(/\s+/).filter(Boolean);
    // Drop the leading title or unit words; what follows, in one or two words, may be a name.
    let rest = words;
    while (rest.length > 2 && isTitleOrUnit(rest[0]!)) rest = rest.slice(1);
    // 部長 池田岳: a title and a name written without a space.
    if (
      rest.length === 2 &&
      isTitleOrUnit(rest[0]!) &&
      !matchJapaneseName(rest.join(' '), tokenizer)
    )
      rest = rest.slice(1);
    // A plain name is judged as a whole value, unless it is one of several people in the cell.
    if (rest.length === words.length && words.length < 3 && segments.length === 1) continue;
    if (rest.length < 1 || rest.length > 2) continue;
    const candidate = rest.join(' ');
    const match = matchJapaneseName(candidate, tokenizer);
    if (match && !match.reading && match.strength >= 0.5)
      found.push({ quote: candidate, strength: match.strength });
  }
  return found;
}

function isTitleOrUnit(word: string): boolean {
  return titleOrUnit.test(word.normalize('NFKC')) || japaneseOrganisationPattern.test(word);
}

/** 山田 太郎ヤマダ タロウ: a name followed by its katakana reading in the same cell. */
export function splitNameAndReading(value: string): string | undefined {
  const match =
    /^([\p{Script=Han}々ヶ]+(?:\s+[\p{Script=Han}々ヶ\p{Script=Hiragana}]+)?)\s*([\p{Script=Katakana}ー]+(?:\s+[\p{Script=Katakana}ー]+)?)$/u.exec(
      value,
    );
  // 生駒管理センター, 中央ホール: a facility word written in katakana is the name's end, no reading.
  if (!match || japaneseOrganisationPattern.test(match[2]!)) return undefined;
  return match[1];
}
