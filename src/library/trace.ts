/**
 * Traces: the step events of the traced searches (queens.WalkTrace, queens.GreedyTrace, …), and
 * one player that plays any of them forward, steps back and seeks to any step. Rows and columns
 * in events are 0-based (render.eventJson writes them 1-based).
 *
 * @module
 */

// Playing a trace.
export { TracePlayer } from '../core/tracePlayer.js';
export type { PlayerOptions } from '../core/tracePlayer.js';
export { eventsOf } from '../core/trace.js';
export type { TraceMachine } from '../core/trace.js';

// The events, by engine.
export type {
  TraceEvent,
  QueensTraceEvent,
  StepBase,
  WalkEvent,
  PlaceEvent,
  MoveEvent,
  RemoveEvent,
  ProcessEvent,
  SolutionEvent,
  DoneEvent,
  BacktrackEvent,
  GreedyEvent,
  AttackScoresEvent,
  RestartEvent,
  MutationEvent,
  StartEvent,
  SwapEvent,
  AcceptEvent,
  AcceptRule,
  RejectEvent,
  RejectRule,
  MinConflictsEvent,
  InitialTryEvent,
  ShuffleEvent,
  FinalTryEvent,
  AbandonEvent,
  AbandonReason,
} from '../core/queens/traceEvents.js';
export type {
  TilingEvent,
  TilingStepBase,
  TilingPlaceEvent,
  TilingRemoveEvent,
  TilingRemoveReason,
  TilingSolutionEvent,
  TilingDoneEvent,
} from '../core/tiling/traceEvents.js';
