/** A backup or restore that cannot go ahead: said in one line to the person at the terminal. */
export class BackupError extends Error {
  override name = 'BackupError';
}
