import { writeFileSync } from 'node:fs';

/**
 * Starts a process's peak RSS (VmHWM) over from its present RSS (Linux clear_refs 5), so the
 * peak read after a phase is that phase's own.
 */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
