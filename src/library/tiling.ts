/**
 * Polyomino tilings and polycube packings: pieces and piece sets (plane and 3-D), regions
 * (rectangles, boxes, pictures with layers), problems, counting (total and distinct up to the
 * region's symmetries; in 3-D also up to rotations alone), listing from any index, and units of
 * work. Grid cells are 0-based inside (index (z × height + r) × width + c, z = 0 in the plane);
 * text for people (pictures' line numbers, the JSON and DLX cell names) is 1-based.
 *
 * @module
 */

// Pieces: polyomino shapes, the built-in sets, piece files.
export {
  makeShape,
  shapeRows,
  shapeFromRows,
  orientations,
  freePolyominoes,
} from '../core/tiling/polyomino.js';
export type { Shape, CellRC } from '../core/tiling/polyomino.js';
export {
  pieceSet,
  PIECE_SET_NAMES,
  isPieceSetName,
  selectPieces,
} from '../core/tiling/pieceSets.js';
export type { Copies, PieceDef, PieceSetName, PieceCount } from '../core/tiling/pieceSets.js';
export { pieceSize } from '../core/tiling/pieceSets.js';
export {
  makeSolid,
  solidOrientations,
  oneSidedPolycubes,
  rotationKey,
  isAchiralSolid,
  parseCubes,
} from '../core/tiling/polycube.js';
export type { Solid, Cube } from '../core/tiling/polycube.js';
export { parsePieceFile } from '../core/tiling/pieceFile.js';
export type { PieceFile } from '../core/tiling/pieceFile.js';

// Regions: rectangles, pictures, cell lists.
export {
  rectangle,
  box,
  parseRectangleSpec,
  parseRegionPicture,
  fromCells,
  regionRows,
  regionSymmetries,
  MAX_REGION_SIDE,
  MAX_REGION_CELLS,
} from '../core/tiling/region.js';
export type { Region, RegionDims } from '../core/tiling/region.js';

// Problems: a region and its pieces, every piece placed every way.
export { buildTilingProblem, checkFeasible, colouringObstruction } from '../core/tiling/problem.js';
export type { TilingProblem, PiecePlacement } from '../core/tiling/problem.js';
export { tilingProblemFromSpec, checkTilingSpec } from '../core/tiling/spec.js';
export type { TilingSpec, SpecSources } from '../core/tiling/spec.js';
export { tilingExactCover } from '../core/tiling/coverForm.js';

// Counting, the first tiling, listing.
export { countTilings, firstTiling, TilingSearch, tilingParts } from '../core/tiling/tile.js';
export type {
  TilingCount,
  TilingSearchOptions,
  TilingSetup,
  SearchItem,
} from '../core/tiling/tile.js';
export type {
  SymmetryMode,
  TilingPlan,
  TilingSymmetry,
  Subproblem,
} from '../core/tiling/symmetryPlan.js';
export type { Layout } from '../core/tiling/layout.js';
export type {
  EngineChoice,
  EngineName,
  TilingEngine,
  TilingBranch,
} from '../core/tiling/tilingEngine.js';
export { checkTiling } from '../core/tiling/validate.js';

// The search step by step (the teaching path): trace.TracePlayer plays it.
export { TilingTrace, tilingEvents } from '../core/tiling/tilingTrace.js';
export type { TilingTraceOptions, TilingTraceSnapshot } from '../core/tiling/tilingTrace.js';

// Units: a count split into pieces with stable ids (threads, workers, a queue).
export {
  planTilingUnits,
  countTilingUnit,
  sumTilingUnits,
  TilingUnitCounter,
} from '../core/tiling/units.js';
export type { TilingUnit, TilingUnitOptions, TilingUnitCount } from '../core/tiling/units.js';

// A one-step hint from the pieces placed so far.
export { tilingHint } from '../core/tiling/hint.js';
export type { TilingHint } from '../core/tiling/hint.js';

// Other people's puzzles: BurrTools files, and A-Puzzle-A-Day's calendar board.
export { readBurrTools, burrToolsProblemNames } from '../core/tiling/burrTools.js';
export type { BurrToolsProblem } from '../core/tiling/burrTools.js';
export {
  CALENDAR_BOARD,
  CALENDAR_BOARDS,
  CALENDAR_PIECES,
  CLASSIC_CALENDAR,
  WEEKDAY_CALENDAR,
  MONTH_LABELS,
  WEEKDAY_LABELS,
  hasWeekdays,
  parseCalendarBoard,
  calendarDates,
  calendarDateText,
  calendarPicture,
  parseCalendarDate,
} from '../core/tiling/calendar.js';
export type { CalendarBoard, CalendarDate } from '../core/tiling/calendar.js';
export { countCalendarDates } from '../core/tiling/calendarCount.js';
export type { CalendarDateCount } from '../core/tiling/calendarCount.js';

// Random access: the k-th tiling of a listing without listing the ones before it.
export { tilingAt, distinctTilingAt, TilingListingIndex, TilingSeek } from '../core/tiling/seek.js';
export type { TilingListing, ListedTiling } from '../core/tiling/seek.js';
