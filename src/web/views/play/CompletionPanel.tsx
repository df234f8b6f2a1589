/**
 * The play view's questions about the queens on the board: "Complete this" puts the first
 * completion (lexicographic, as `placer queens complete` finds it) on the board; "How many
 * completions" counts every one on the page's workers, with the parts done and Cancel.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { prepareCompletion } from '../../../core/queens/complete.js';
import { noCompletionReason } from '../../../render/queens/completionWords.js';
import { countCompletionsOnPool, firstCompletionOnPool } from './completion.js';
import { pageWorkers, spawnWorker } from '../../workers/spawn.js';
import { nounFor } from '../../../render/plural.js';
import { errorMessage } from '../../../core/errors.js';

const nf = new Intl.NumberFormat('en-US');

type Run =
  | { readonly status: 'idle' }
  | { readonly status: 'working'; readonly what: string }
  | { readonly status: 'said'; readonly line: string };

export interface CompletionPanelProps {
  readonly queens: Int32Array;
  /** Puts a completion on the board. */
  readonly onComplete: (cols: Int32Array) => void;
  /** The view's N field holds no valid N: the board is not the one asked for. */
  readonly disabled?: boolean;
}

export function CompletionPanel({ queens, onComplete, disabled }: CompletionPanelProps) {
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const key = queens.join(',');

  // Other queens: the answer about the old ones goes, work on them stops.
  useEffect(() => {
    setRun({ status: 'idle' });
    return () => abort.current?.abort();
  }, [key]);

  const begin = (what: string): AbortController => {
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    setRun({ status: 'working', what });
    return ac;
  };
  const fail = (ac: AbortController, e: unknown): void => {
    if (!ac.signal.aborted) setRun({ status: 'said', line: `Failed: ${errorMessage(e)}` });
  };

  const complete = async () => {
    const ac = begin('Looking for a completion…');
    try {
      const r = await firstCompletionOnPool(queens, { spawn: spawnWorker, signal: ac.signal });
      if (r === null) return setRun({ status: 'said', line: 'Cancelled.' });
      if (r.completion !== null) return onComplete(r.completion);
      const setup = prepareCompletion({ n: queens.length, cols: queens });
      const why = setup.kind === 'space' ? ({ kind: 'none' } as const) : setup;
      setRun({ status: 'said', line: `No completion: ${noCompletionReason(why)}.` });
    } catch (e) {
      fail(ac, e);
    }
  };

  const count = async () => {
    const ac = begin('Counting…');
    const t0 = performance.now();
    /** The figures so far, for the words of a Cancel. */
    let sofar = 'no part counted yet';
    try {
      const total = await countCompletionsOnPool(queens, {
        ...pageWorkers(),
        signal: ac.signal,
        onProgress: (p) => {
          sofar = `${nf.format(p.done)} of ${nf.format(p.parts)} parts, ${nf.format(p.found)} ${nounFor(p.found, 'completion')} so far`;
          if (!ac.signal.aborted)
            setRun({
              status: 'working',
              what: `Counting: ${nf.format(p.done)} of ${nf.format(p.parts)} parts, ${nf.format(p.found)} ${nounFor(p.found, 'completion')} so far, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
            });
        },
      });
      if (total === null)
        return setRun({ status: 'said', line: `Cancelled: the count is partial (${sofar}).` });
      const placed = queens.filter((c) => c >= 0).length;
      setRun({
        status: 'said',
        line: `${nf.format(total)} completion${total === 1n ? '' : 's'} of these ${placed} ${placed === 1 ? 'queen' : 'queens'}.`,
      });
    } catch (e) {
      fail(ac, e);
    }
  };

  const working = run.status === 'working';
  return (
    <div class="completion">
      <div class="controls">
        <button type="button" disabled={working || disabled} onClick={() => void complete()}>
          Complete this
        </button>
        <button type="button" disabled={working || disabled} onClick={() => void count()}>
          How many completions
        </button>
        <button type="button" disabled={!working} onClick={() => abort.current?.abort()}>
          Cancel
        </button>
      </div>
      <p class="status" role="status" aria-live="polite" data-testid="completion-status">
        {run.status === 'idle'
          ? 'The queens on the board stay; the other rows are filled or counted.'
          : run.status === 'working'
            ? run.what
            : run.line}
      </p>
    </div>
  );
}
