/**
 * One player for every trace on the page: a core TracePlayer (seek, step back, snapshots) driven
 * frame by frame, its state published as signals for the controls, the board and the lists.
 *
 * Traces run here, on the page's thread, not in a worker: they are the teaching traces of small
 * boards (N ≤ 64, the CLI's MAX_TRACE_N), where one step costs microseconds, and every frame's
 * work is bounded — a step back or a seek to a step already reached replays at most one snapshot
 * interval (TracePlayer keeps ≤ MAX_SNAPSHOTS snapshots, so that is ≤ 2L / MAX_SNAPSHOTS events
 * of a trace of L), and anything longer (playing at 'max', reaching a step never reached, looking
 * ahead for the timeline) goes on in slices of FRAME_BUDGET_MS, one slice per frame. Nothing
 * unbounded runs here; the fast engines (10^6 queens) run in a worker (views/one/solve.ts).
 *
 * Stopped at creation (a page never starts playing by itself).
 */
import { batch, signal } from '@preact/signals';
import { TracePlayer } from '../../core/tracePlayer.js';
import type { TraceMachine } from '../../core/trace.js';
import { FRAME_BUDGET_MS, MAX_SPEED, stepDelayMs, stepsDue } from '../state/playback.js';
import { Observed } from '../state/traceMachines.js';

/** What the player needs of the platform: a clock and animation frames. */
export interface Scheduler {
  now(): number;
  frame(callback: () => void): number;
  cancel(id: number): void;
}

/** Snapshots kept: seeks replay at most 2L / MAX_SNAPSHOTS events (10^4 for 2·10^7). */
const MAX_SNAPSHOTS = 4096;
/** Events the player explores past the position while idle, so the timeline can be scrubbed. */
export const LOOKAHEAD = 50_000;
/** How often looking ahead tells the views how far it got. */
const LOOKAHEAD_PUBLISH_MS = 250;

export interface PlaybackOptions<E> {
  /** Every event the first time the trace reaches it, with its position (1-based). */
  readonly onNew?: (event: E, position: number) => void;
  readonly speed?: number;
  /** The browser's frames (frames.ts) on the page; a fake clock in a test. */
  readonly scheduler: Scheduler;
  /** Explore this far past the position while idle (0: never). */
  readonly lookahead?: number;
}

export class Playback<E> {
  /** Steps played: the current position. */
  readonly position = signal(0);
  /** The event at the position (null at 0). */
  readonly current = signal<E | null>(null);
  /** The furthest position reached so far. */
  readonly reached = signal(0);
  /** Events in the whole trace, once its end has been reached. */
  readonly length = signal<number | null>(null);
  readonly playing = signal(false);
  readonly speed = signal(0);
  /** The step a seek is on its way to (a step never reached before), or null. */
  readonly seeking = signal<number | null>(null);

  private readonly player: TracePlayer<E, unknown>;
  private readonly scheduler: Scheduler;
  private readonly lookahead: number;
  private frameId: number | null = null;
  private lastFrame = 0;
  private carryMs = 0;
  private disposed = false;
  /** Steps between clock reads while stepping (stepWhile). */
  private stride = 1;
  /** When looking ahead last told the views. */
  private lastLookahead = -Infinity;

  constructor(machine: TraceMachine<E, unknown>, opts: PlaybackOptions<E>) {
    const observed = new Observed(machine, opts.onNew ?? (() => undefined));
    this.player = new TracePlayer(observed, { maxSnapshots: MAX_SNAPSHOTS });
    this.scheduler = opts.scheduler;
    this.lookahead = opts.lookahead ?? LOOKAHEAD;
    this.speed.value = opts.speed ?? 0;
    this.schedule();
  }

  get atEnd(): boolean {
    return this.player.atEnd;
  }

  play(): void {
    if (this.player.atEnd) return;
    this.seeking.value = null;
    this.playing.value = true;
    // The first step comes at once, then one per delay.
    this.lastFrame = this.scheduler.now();
    this.carryMs = stepDelayMs(this.speed.value) ?? 0;
    this.schedule();
  }

  pause(): void {
    this.playing.value = false;
  }

  toggle(): void {
    if (this.playing.value) this.pause();
    else this.play();
  }

  /** One step forward (pauses). */
  forward(): void {
    this.stop();
    this.player.stepForward();
    this.publish();
  }

  /** One step back (pauses). */
  back(): void {
    this.stop();
    this.player.stepBack();
    this.publish();
  }

  /**
   * Goes to step k (pauses): at once for a step reached before (bounded), else over the next
   * frames, FRAME_BUDGET_MS each, with `seeking` set until it gets there or the trace ends.
   */
  seek(k: number): void {
    this.stop();
    if (k <= this.player.reached) {
      this.player.seek(k);
      this.publish();
      return;
    }
    this.player.seek(this.player.reached);
    this.seeking.value = k;
    this.publish();
    this.schedule();
  }

  /** Goes to the end: the last step reached until the end is known, then the end. */
  end(): void {
    this.seek(this.player.length ?? Number.MAX_SAFE_INTEGER);
  }

  setSpeed(stop: number): void {
    this.speed.value = Math.min(MAX_SPEED, Math.max(0, stop));
    this.carryMs = 0;
  }

  faster(): void {
    this.setSpeed(this.speed.value + 1);
  }

  slower(): void {
    this.setSpeed(this.speed.value - 1);
  }

  dispose(): void {
    this.disposed = true;
    if (this.frameId !== null) this.scheduler.cancel(this.frameId);
    this.frameId = null;
  }

  /** Ends playing and seeking (a manual step takes over). */
  private stop(): void {
    this.playing.value = false;
    this.seeking.value = null;
  }

  private publish(): void {
    const p = this.player;
    batch(() => {
      this.position.value = p.index;
      this.current.value = p.current;
      this.reached.value = p.reached;
      this.length.value = p.length;
    });
    this.schedule();
  }

  /** Asks for a frame when there is something to do in one. */
  private schedule(): void {
    if (this.disposed || this.frameId !== null) return;
    if (!this.playing.value && this.seeking.value === null && !this.wantsLookahead()) return;
    this.frameId = this.scheduler.frame(() => {
      this.frameId = null;
      this.tick();
    });
  }

  private wantsLookahead(): boolean {
    const p = this.player;
    return p.length === null && p.reached < p.index + this.lookahead;
  }

  /** One frame's work: seeking, playing, or looking ahead — each within the frame budget. */
  private tick(): void {
    if (this.disposed) return;
    const s = this.scheduler;
    const t0 = s.now();
    const p = this.player;
    const seeking = this.seeking.value;
    if (seeking !== null) {
      this.stepWhile(() => p.index < seeking, t0);
      if (p.index >= seeking || p.atEnd) this.seeking.value = null;
    } else if (this.playing.value) {
      const delay = stepDelayMs(this.speed.value);
      if (delay === null) this.stepWhile(() => true, t0);
      else {
        const due = stepsDue(t0 - this.lastFrame, delay, this.carryMs);
        this.carryMs = due.carryMs;
        let left = due.steps;
        this.stepWhile(() => left-- > 0, t0);
      }
      this.lastFrame = t0;
      if (p.atEnd) this.playing.value = false;
    } else if (this.wantsLookahead()) {
      const home = p.index;
      p.seek(p.reached);
      const goal = home + this.lookahead;
      this.stepWhile(() => p.index < goal, t0);
      p.seek(home);
      // Only the steps reached change: the views hear of it a few times a second, not each frame.
      if (this.wantsLookahead() && t0 - this.lastLookahead < LOOKAHEAD_PUBLISH_MS) {
        this.schedule();
        return;
      }
      this.lastLookahead = t0;
    }
    this.publish();
  }

  /**
   * Steps forward while `more()` and the frame's budget lasts and the trace goes on. The clock
   * is read every `stride` steps, a stride that adapts so a read comes about every 0.25–1 ms: a
   * walk's step costs 0.1 µs, a greedy step on 64×64 some 100 µs.
   */
  private stepWhile(more: () => boolean, t0: number): void {
    const p = this.player;
    let k = 0;
    let last = t0;
    while (more()) {
      if (p.stepForward() === null) break;
      if (++k < this.stride) continue;
      k = 0;
      const now = this.scheduler.now();
      if (now - t0 > FRAME_BUDGET_MS) break;
      if (now - last < 0.25 && this.stride < 1 << 16) this.stride *= 2;
      else if (now - last > 1 && this.stride > 1) this.stride >>= 1;
      last = now;
    }
  }
}
