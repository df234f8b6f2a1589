/**
 * Drawings and words, the same in the CLI and the web page: text and SVG boards, tiling
 * drawings, counts and traces in words and JSON. What people read is 1-based.
 *
 * @module
 */

// Queens boards.
export { boardOf } from '../render/queens/board.js';
export type { QueensBoard } from '../render/queens/board.js';
export { renderTextBoard, describePair, describeAttacks } from '../render/queens/textBoard.js';
export type { TextBoardOptions } from '../render/queens/textBoard.js';
export { renderSvgBoard } from '../render/queens/svgBoard.js';
export type { SvgBoardOptions } from '../render/queens/svgBoard.js';

// Tilings.
export { tilingDrawing } from '../render/tiling/tiling.js';
export type { TilingDrawing } from '../render/tiling/tiling.js';
export { renderTilingText } from '../render/tiling/tilingText.js';
export type { TilingTextOptions } from '../render/tiling/tilingText.js';
export { renderTilingSvg } from '../render/tiling/tilingSvg.js';
export type { TilingSvgOptions } from '../render/tiling/tilingSvg.js';
export { tilingJson, tilingCountJson } from '../render/tiling/tilingJson.js';
export type { TilingJson, TilingCountFacts } from '../render/tiling/tilingJson.js';
export { tilingTraceLine } from '../render/tiling/tilingTraceText.js';
export type { TilingTraceNames } from '../render/tiling/tilingTraceText.js';

// Packings in 3-D as STL models (a solid per piece).
export { packingOf } from '../render/tiling/polycubePacking.js';
export type {
  PolycubePacking,
  PolycubeDims,
  PolycubePieceStyle,
} from '../render/tiling/polycubePacking.js';
export {
  polycubeSolids,
  polycubeStlAscii,
  polycubeStlBinary,
} from '../render/tiling/polycubeStl.js';
export type { StlOptions, StlSolid, StlTriangle } from '../render/tiling/polycubeStl.js';

// Completions.
export { noCompletionReason } from '../render/queens/completionWords.js';
export type { NoCompletion } from '../render/queens/completionWords.js';

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
export { eventJson } from '../render/queens/traceJson.js';
export { TraceText } from '../render/queens/traceText.js';
export type { HeuristicEvent } from '../render/queens/traceText.js';
export { walkLine, backtrackLine } from '../render/queens/searchText.js';
