export interface HostSchedulerLimits {
  perHostConcurrency: number;
  globalConcurrency: number;
  /** Minimum time between the starts of two requests to one host. */
  minHostGapMs: number;
}

/** Gives the slot back; call it once the request is over (response headers in, body let go). */
export type ReleaseSlot = () => void;

interface Waiter {
  resolve: (release: ReleaseSlot) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface HostState {
  active: number;
  lastStartAt: number;
  pausedUntil: number;
  waiters: Waiter[];
  wakeTimer: NodeJS.Timeout | undefined;
}

/**
 * Politeness in one place: at most `perHostConcurrency` requests in flight per host, starts spaced
 * by `minHostGapMs`, a host-wide pause when a host says Retry-After, and `globalConcurrency` over
 * all hosts. A slot is handed only to a host that can start now, round-robin across hosts, so
 * requests queued for a busy host never hold global slots that other hosts could use.
 */
export class HostScheduler {
  private readonly hosts = new Map<string, HostState>();
  /** Hosts that have waiters and may start one now; a Set keeps insertion order for round-robin. */
  private readonly ready = new Set<string>();
  private globalActive = 0;
  private peakGlobal = 0;

  constructor(private readonly limits: HostSchedulerLimits) {}

  /** Largest number of requests that were in flight at once, over all hosts. */
  get peakGlobalConcurrency(): number {
    return this.peakGlobal;
  }

  acquire(host: string, signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const state = this.hostState(host);
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const index = state.waiters.indexOf(waiter);
          if (index >= 0) state.waiters.splice(index, 1);
          if (state.waiters.length === 0) this.ready.delete(host);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      state.waiters.push(waiter);
      this.refresh(host, state);
      this.pump();
    });
  }

  /** The host asked us to wait (429 / 503 with Retry-After): nothing starts there for `durationMs`. */
  pauseHost(host: string, durationMs: number): void {
    const state = this.hostState(host);
    state.pausedUntil = Math.max(state.pausedUntil, Date.now() + durationMs);
    this.refresh(host, state);
  }

  /** Stops pending wake-up timers (after an aborted run, so nothing keeps the process alive). */
  dispose(): void {
    for (const state of this.hosts.values()) {
      if (state.wakeTimer) clearTimeout(state.wakeTimer);
      state.wakeTimer = undefined;
    }
  }

  private hostState(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = {
        active: 0,
        lastStartAt: -Infinity,
        pausedUntil: 0,
        waiters: [],
        wakeTimer: undefined,
      };
      this.hosts.set(host, state);
    }
    return state;
  }

  /** Puts the host in or out of the ready set, or sets a timer for when its gap or pause ends. */
  private refresh(host: string, state: HostState): void {
    if (state.waiters.length === 0 || state.active >= this.limits.perHostConcurrency) {
      this.ready.delete(host);
      return;
    }
    const startableAt = Math.max(state.lastStartAt + this.limits.minHostGapMs, state.pausedUntil);
    const wait = startableAt - Date.now();
    if (wait <= 0) {
      this.ready.add(host);
      return;
    }
    this.ready.delete(host);
    if (state.wakeTimer) clearTimeout(state.wakeTimer);
    state.wakeTimer = setTimeout(() => {
      state.wakeTimer = undefined;
      this.refresh(host, state);
      this.pump();
    }, wait);
  }

  private pump(): void {
    while (this.globalActive < this.limits.globalConcurrency && this.ready.size > 0) {
      const host = this.ready.values().next().value as string;
      this.ready.delete(host);
      const state = this.hosts.get(host);
      const waiter = state?.waiters.shift();
      if (!state || !waiter) continue;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      state.active += 1;
      state.lastStartAt = Date.now();
      this.globalActive += 1;
      this.peakGlobal = Math.max(this.peakGlobal, this.globalActive);
      waiter.resolve(this.releaseFor(host, state));
      // Back of the line: the next host gets the next free global slot.
      this.refresh(host, state);
    }
  }

  private releaseFor(host: string, state: HostState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      this.globalActive -= 1;
      this.refresh(host, state);
      this.pump();
    };
  }
}
