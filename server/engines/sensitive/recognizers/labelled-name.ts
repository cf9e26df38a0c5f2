import { nameShapeOf } from '../name-shape.js';

/**
 * A person named inside an organisation's cell by the role that names them: 自由党（代表者：山田
 * 太郎）, Riverside Tenants Association (representative: John Smith), Hilltop Garden Society c/o
 * Peter Brown. The label vouches for a person; the name alone is the finding, not the
 * organisation around it.
 */
const japaneseLabelled =
  /(?:代表者|代表理事|代表|会長|理事長|責任者|担当者|会計責任者|事務担当者|世話人|管理者)(?:\s*[：:]\s*|[ \u3000]+)([\p{Script=Han}々ヶ][\p{Script=Han}々ヶ\p{Script=Hiragana}\p{Script=Katakana}ー]{0,5}(?:[ \u3000][\p{Script=Han}々\p{Script=Hiragana}\p{Script=Katakana}ー]{1,6})?)/gu;
const englishLabelled =
  /(?:\b(?:representative|rep|contact|chair|chairperson|president|secretary|treasurer|owner|manager|attn|attention)\s*[:.]\s*|\bc\/o\s+)((?:[A-Z][A-Za-z'’.-]*\s+){0,3}[A-Z][A-Za-z'’-]+)/g;

/** Every label above leaves one of these in the value: most values are spared the search. */
const mayBeLabelled = /[:：]|c\/o|\brep\.|代表|会長|理事長|責任者|担当者|世話人|管理者/i;

export function findLabelledNames(value: string): string[] {
  if (!mayBeLabelled.test(value)) return [];
  const names: string[] = [];
  for (const pattern of [japaneseLabelled, englishLabelled]) {
    for (const match of value.matchAll(pattern)) {
      const name = match[1]?.trim();
      if (name && name !== value.trim() && nameShapeOf(name)) names.push(name);
    }
  }
  return names;
}
