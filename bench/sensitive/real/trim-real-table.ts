/**
 * The ways a published table may have been cut to its labelled size, bytes unchanged: the first
 * `titleLines` lines (titles and header) and then `rows` data rows, a row being one line or one
 * CSV record (a quoted field may hold line breaks); each with and without the last line break.
 * The caller keeps the cut whose sha256 matches the label.
 */
export function trimmedCandidates(whole: Buffer, titleLines: number, rows: number): Buffer[] {
  const candidates: Buffer[] = [];
  for (const quoted of [false, true]) {
    const end = endOfRecords(whole, titleLines, rows, quoted);
    candidates.push(whole.subarray(0, end));
    let bare = end;
    if (bare > 0 && whole[bare - 1] === 0x0a) bare -= 1;
    if (bare > 0 && whole[bare - 1] === 0x0d) bare -= 1;
    candidates.push(whole.subarray(0, bare));
  }
  return candidates;
}

/** The byte offset just after the line break ending line `titleLines + rows` (or the file's end). */
function endOfRecords(whole: Buffer, titleLines: number, rows: number, quoted: boolean): number {
  let wanted = titleLines + rows;
  let insideQuotes = false;
  for (let index = 0; index < whole.length; index += 1) {
    const byte = whole[index];
    if (quoted && byte === 0x22) insideQuotes = !insideQuotes;
    if (byte === 0x0a && !insideQuotes) {
      wanted -= 1;
      if (wanted === 0) return index + 1;
    }
  }
  return whole.length;
}
