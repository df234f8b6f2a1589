/** Drawings and words shared by the CLI and the web page. */
export * from './board.js';
export * from './textBoard.js';
export * from './svgBoard.js';
export * from './tiling.js';
export * from './tilingText.js';
export * from './tilingSvg.js';
export * from './counts.js';
export * from './traceText.js';
export * from './traceJson.js';
export * from './searchText.js';
export * from './orbitField.js';
