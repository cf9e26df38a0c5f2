import { MaxHeap } from './max-heap.js';

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
}

interface HostState {
  name: string;
  active: number;
  /** This host's gap: minHostGapMs, widened each time the host says we are too fast. */
  gapMs: number;
  lastStartAt: number;
  pausedUntil: number;
  waiters: Waiter[];
  ready: boolean;
  wakeTimer: NodeJS.Timeout | undefined;
}

/** Longest gap a host's 429s can push us to. */
const maxBackedOffGapMs = 5_000;

/**
 * Politeness in one place: at most `perHostConcurrency` requests in flight per host, starts spaced
 * by a gap (`minHostGapMs`, widened when a host answers 429), a host-wide pause when a host says
 * Retry-After, and `globalConcurrency` over all hosts. A free slot goes only to a host that may
 * start now — requests queued for a busy host never hold slots other hosts could use — and to the
 * one with the most requests waiting, so the hosts with the most work (which can only go 2 at a
 * time) start early instead of being the tail of the run.
 */
export class HostScheduler {
  private readonly hosts = new Map<string, HostState>();
  /** Ready hosts by waiting count; entries whose count changed since are skipped when popped. */
  private readonly readyByBacklog = new MaxHeap<HostState>();
  private globalActive = 0;

  constructor(
    private readonly limits: HostSchedulerLimits,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', () => this.abortAll(), { once: true });
  }

  /**
   * Waits for a slot at `host`. A `continuation` (the GET after a HEAD, the next redirect, a retry)
   * goes before the URLs not yet started there: started URLs finish first, and what their first
   * requests taught us (this host refuses HEAD) serves the URLs still waiting.
   */
  acquire(host: string, continuation = false): Promise<ReleaseSlot> {
    if (this.signal.aborted) return Promise.reject(this.signal.reason);
    const state = this.hostState(host);
    return new Promise<ReleaseSlot>((resolve, reject) => {
      if (continuation) state.waiters.unshift({ resolve, reject });
      else state.waiters.push({ resolve, reject });
      this.refresh(state);
      this.pump();
    });
  }

  /**
   * The host asked us to slow down (429, or 503 with Retry-After): nothing starts there for
   * `pauseMs`, and from then on its requests are spaced twice as far apart.
   */
  backOffHost(host: string, pauseMs: number): void {
    const state = this.hostState(host);
    state.pausedUntil = Math.max(state.pausedUntil, Date.now() + pauseMs);
    state.gapMs = Math.min(maxBackedOffGapMs, Math.max(200, state.gapMs * 2));
    this.refresh(state);
  }

  /** Stops wake-up timers, so a finished run keeps nothing alive. */
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
        name: host,
        active: 0,
        gapMs: this.limits.minHostGapMs,
        lastStartAt: -Infinity,
        pausedUntil: 0,
        waiters: [],
        ready: false,
        wakeTimer: undefined,
      };
      this.hosts.set(host, state);
    }
    return state;
  }

  /** Marks the host ready (with its current backlog) or not, or wakes it when its gap/pause ends. */
  private refresh(state: HostState): void {
    state.ready = false;
    if (state.waiters.length === 0 || state.active >= this.limits.perHostConcurrency) return;
    const wait = Math.max(state.lastStartAt + state.gapMs, state.pausedUntil) - Date.now();
    if (wait <= 0) {
      state.ready = true;
      this.readyByBacklog.push(state, state.waiters.length);
      return;
    }
    if (state.wakeTimer) clearTimeout(state.wakeTimer);
    state.wakeTimer = setTimeout(() => {
      state.wakeTimer = undefined;
      this.refresh(state);
      this.pump();
    }, wait);
  }

  private pump(): void {
    while (this.globalActive < this.limits.globalConcurrency) {
      const entry = this.readyByBacklog.pop();
      if (!entry) return;
      const state = entry.value;
      if (!state.ready || entry.priority !== state.waiters.length) continue;
      const waiter = state.waiters.shift();
      if (!waiter) continue;
      state.active += 1;
      state.lastStartAt = Date.now();
      this.globalActive += 1;
      waiter.resolve(this.releaseFor(state));
      this.refresh(state);
    }
  }

  private releaseFor(state: HostState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      this.globalActive -= 1;
      this.refresh(state);
      this.pump();
    };
  }

  private abortAll(): void {
    this.readyByBacklog.clear();
    for (const state of this.hosts.values()) {
      if (state.wakeTimer) clearTimeout(state.wakeTimer);
      state.wakeTimer = undefined;
      state.ready = false;
      for (const waiter of state.waiters.splice(0)) waiter.reject(this.signal.reason);
    }
  }
}
