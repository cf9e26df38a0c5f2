/** The tables a settling analyzed, and those of them it vacuumed first. */
export interface SettleReport {
  analyzed: string[];
  vacuumed: string[];
}
