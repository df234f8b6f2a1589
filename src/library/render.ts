/**
 * Drawings and words, the same in the CLI and the web page: text and SVG boards, tiling
 * drawings, counts and traces in words and JSON. What people read is 1-based.
 *
 * @module
 */

// Queens boards.
export { boardOf } from '../render/board.js';
export type { QueensBoard } from '../render/board.js';
export { renderTextBoard, describePair, describeAttacks } from '../render/textBoard.js';
export type { TextBoardOptions } from '../render/textBoard.js';
export { renderSvgBoard } from '../render/svgBoard.js';
export type { SvgBoardOptions } from '../render/svgBoard.js';

// Tilings.
export { tilingDrawing } from '../render/tiling.js';
export type { TilingDrawing } from '../render/tiling.js';
export { renderTilingText } from '../render/tilingText.js';
export type { TilingTextOptions } from '../render/tilingText.js';
export { renderTilingSvg } from '../render/tilingSvg.js';
export type { TilingSvgOptions } from '../render/tilingSvg.js';
export { tilingJson, tilingCountJson } from '../render/tilingJson.js';
export type { TilingJson, TilingCountFacts } from '../render/tilingJson.js';
export { tilingTraceLine } from '../render/tilingTraceText.js';
export type { TilingTraceNames } from '../render/tilingTraceText.js';

// Completions.
export { noCompletionReason } from '../render/completionWords.js';
export type { NoCompletion } from '../render/completionWords.js';

// Counts.
export { queensCountJson, orbitWords } from '../render/counts.js';

// The JSON shapes every face writes (docs/cli.md "JSON shapes").
export {
  placementJson,
  partialPlacementJson,
  orbitCountsJson,
  countJson,
  timingJson,
  progressJson,
} from '../render/jsonShapes.js';
export type {
  PlacementJson,
  PartialPlacementJson,
  OrbitCountsJson,
  CountJson,
  TimingJson,
  ProgressJson,
} from '../render/jsonShapes.js';

// Traces in words and JSON.
export { eventJson } from '../render/traceJson.js';
export { TraceText } from '../render/traceText.js';
export type { HeuristicEvent } from '../render/traceText.js';
export { walkLine, backtrackLine } from '../render/searchText.js';
