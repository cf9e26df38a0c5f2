/**
 * Record delimiters for csv-parse that accept every line ending in one file (CRLF first, so it is
 * one ending, not two). A file edited by hand or joined from parts can mix them; csv-parse's own
 * detection keeps to the first ending it meets.
 */
export const anyLineEnding = ['\r\n', '\n', '\r'];
