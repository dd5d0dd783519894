import { encodePng } from './png.ts';
import { Canvas, circle, line, outline, polygon, type Rgb, rect, roundRect, union } from './raster.ts';

const FRAME: Rgb = [24, 120, 90];
const SEAL: Rgb = [208, 36, 40];
const TEXT: Rgb = [150, 154, 160];
type Point = readonly [number, number];

/** The scan is the same for every demo seller: drawn once per process. */
let cached: Buffer | undefined;

/**
 * A stand-in scan of a 危险化学品经营许可证 for the demo sellers: a white certificate in a green double
 * frame, lines where the text would be, and the issuing authority's red seal. PNG.
 */
export function certificateScanPng(): Buffer {
  cached ??= drawScan();
  return cached;
}

function drawScan(): Buffer {
  const [width, height] = [700, 480];
  const canvas = new Canvas(width, height).paintRows(() => [252, 251, 246]);
  canvas.fill(outline(rect(18, 18, width - 18, height - 18), 6), FRAME);
  canvas.fill(outline(rect(32, 32, width - 32, height - 32), 2), FRAME);
  canvas.fill(roundRect(250, 60, 450, 84, 6), [60, 64, 70]);
  for (let i = 0; i < 7; i += 1) {
    const y = 130 + i * 38;
    canvas.fill(line(80, y, 160, y, 6), [90, 94, 100]);
    canvas.fill(line(190, y, i % 3 === 2 ? 420 : 560, y, 5), TEXT);
  }
  const [cx, cy] = [540, 360];
  canvas.fill(outline(circle(cx, cy, 62), 6), SEAL, { opacity: 0.85 });
  // A five-pointed star: the inner pentagon and one triangle per point (each piece convex).
  const corner = (i: number, r: number) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  };
  const inner = [0, 1, 2, 3, 4].map((k) => corner(2 * k + 1, 12));
  const star = [0, 1, 2, 3, 4].reduce(
    (shape, k) => union(shape, polygon([corner(2 * k, 30), inner[k] as Point, inner[(k + 4) % 5] as Point])),
    polygon(inner),
  );
  canvas.fill(star, SEAL, { opacity: 0.85 });
  return encodePng(canvas.image());
}
