/** Export SVG / Export PNG of the board a view shows (the SVG is made when a button is pressed). */
import { downloadPng, downloadSvg } from './export.js';

export interface ExportButtonsProps {
  /** File name without extension. */
  readonly name: string;
  readonly svg: () => string;
}

export function ExportButtons({ name, svg }: ExportButtonsProps) {
  return (
    <div class="controls export">
      <button type="button" onClick={() => downloadSvg(`${name}.svg`, svg())}>
        Export SVG
      </button>
      <button type="button" onClick={() => void downloadPng(`${name}.png`, svg())}>
        Export PNG
      </button>
    </div>
  );
}
