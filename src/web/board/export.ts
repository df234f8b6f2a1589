/**
 * Export of a board as a file: the standalone SVG of render/queens/svgBoard.ts (the same string the
 * CLI's `show --svg` writes), and a PNG drawn from that SVG through an image and a canvas.
 */
import type { QueensBoard } from '../../render/queens/board.js';
import { renderSvgBoard, type SvgBoardOptions } from '../../render/queens/svgBoard.js';

export function boardSvg(board: QueensBoard, opts: SvgBoardOptions = {}): string {
  return renderSvgBoard(board, opts);
}

/** Offers a blob as a download named `name`. */
export function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG drawn at `scale` device pixels per SVG unit, as a PNG. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(img.naturalWidth * scale);
    canvas.height = Math.round(img.naturalHeight * scale);
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('this browser cannot draw on a canvas');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function downloadSvg(name: string, svg: string): void {
  download(name, new Blob([svg], { type: 'image/svg+xml' }));
}

export async function downloadPng(name: string, svg: string): Promise<void> {
  download(name, await svgToPng(svg));
}
