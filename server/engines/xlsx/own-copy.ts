/**
 * The text as a string of its own. A parser's text is often a slice of the chunk it was read
 * from, and V8 keeps the whole chunk alive for a slice of 13 characters or more: every record of
 * a 150,000-row sheet would keep the sheet's XML in memory, chunk by chunk.
 */
export function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}
