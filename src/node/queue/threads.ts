/**
 * A queue worker's threads: runs one protocol job at a time per worker thread, with up to
 * `perThread` waiting in each thread's message queue, for units that arrive one by one (core's
 * runPool runs a fixed list instead). A thread that dies fails the jobs it held and is replaced.
 */
import { PlacerError } from '../../core/errors.js';
import type { Job, JobResult } from '../../core/protocol.js';
import type { ThreadHandle } from '../threadSpawner.js';

interface Waiter {
  resolve(r: JobResult): void;
  reject(e: Error): void;
}

interface Slot {
  handle: ThreadHandle;
  readonly waiting: Map<string, Waiter>;
}

export class ThreadDispatcher {
  private readonly slots: Slot[] = [];
  private next = 0;

  constructor(
    threads: number,
    private readonly spawn: () => ThreadHandle,
  ) {
    for (let i = 0; i < threads; i++) this.slots.push(this.start({ waiting: new Map() }));
  }

  private start(partial: { waiting: Map<string, Waiter> }): Slot {
    const slot = partial as Slot;
    slot.handle = this.spawn();
    slot.handle.onMessage((m) => {
      if (m.type === 'progress') return; // asked for by none of its requests
      const unit = m.unit ?? '';
      const w = slot.waiting.get(unit);
      if (w === undefined) return;
      slot.waiting.delete(unit);
      if (m.type === 'result') w.resolve(m.result);
      else w.reject(new PlacerError(m.error.code, m.error.message));
    });
    slot.handle.onExit((reason) => {
      const lost = [...slot.waiting.values()];
      slot.waiting.clear();
      for (const w of lost) w.reject(new Error(`worker thread ended: ${reason}`));
      this.start(slot);
    });
    return slot;
  }

  /** Runs a job on the least busy thread. */
  run(job: Job): Promise<JobResult> {
    let best = this.slots[0];
    for (const s of this.slots) if (s.waiting.size < best.waiting.size) best = s;
    const unit = String(this.next++);
    return new Promise<JobResult>((resolve, reject) => {
      best.waiting.set(unit, { resolve, reject });
      best.handle.post({ type: 'run', unit, job });
    });
  }

  /** Ends every thread; jobs still held are rejected. */
  close(): void {
    for (const s of this.slots) {
      s.handle.terminate();
      for (const w of s.waiting.values()) w.reject(new Error('worker stopped'));
      s.waiting.clear();
    }
  }
}
