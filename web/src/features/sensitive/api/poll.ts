/** How often a page asks about a check that runs: often enough to feel live, cheap on the server. */
export const checkPollingMs = 1_500;

export function pollWhileActive(active: boolean): number | false {
  return active ? checkPollingMs : false;
}
