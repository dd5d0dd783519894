import type { RgbImage } from './png.ts';

/**
 * A very small anti-aliased rasteriser for the seed's illustrations. Shapes are signed distance
 * functions (negative inside, in pixels); a pixel is covered by how far its centre lies inside the
 * edge, which gives smooth one-pixel edges without supersampling.
 */

export type Rgb = readonly [number, number, number];
/** A colour for the whole shape, or one per pixel (gradients, shading). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

export interface Shape {
  /** Signed distance from (x, y) to the edge: negative inside. */
  sd(x: number, y: number): number;
  /** The box the shape lies in: x0, y0, x1, y1. */
  box: readonly [number, number, number, number];
}

/** Length of (x, y); Math.hypot is several times slower and this runs for every pixel. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

export const circle = (cx: number, cy: number, r: number): Shape => ({
  sd: (x, y) => len(x - cx, y - cy) - r,
  box: [cx - r, cy - r, cx + r, cy + r],
});

/** An ellipse; the distance is approximate, which is exact enough for a one-pixel edge. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  sd: (x, y) => (len((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry),
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
});

export const roundRect = (x0: number, y0: number, x1: number, y1: number, radius: number): Shape => {
  const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - r;
  const hy = (y1 - y0) / 2 - r;
  return {
    sd: (x, y) => {
      const qx = Math.abs(x - cx) - hx;
      const qy = Math.abs(y - cy) - hy;
      return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    box: [x0, y0, x1, y1],
  };
};

export const rect = (x0: number, y0: number, x1: number, y1: number): Shape => roundRect(x0, y0, x1, y1, 0);

/** A convex polygon, its corners in either order. */
export const polygon = (points: readonly (readonly [number, number])[]): Shape => {
  let area = 0;
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] ?? [x, y];
    area += x * ny - nx * y;
  });
  const sign = area > 0 ? 1 : -1;
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
    const length = len(bx - ax, by - ay) || 1;
    // Outward normal of a counter-clockwise edge (y down flips the sense; `sign` fixes either order).
    return { ax, ay, nx: (sign * (by - ay)) / length, ny: (sign * (ax - bx)) / length };
  });
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    sd: (x, y) => {
      let d = Number.NEGATIVE_INFINITY;
      for (const e of edges) d = Math.max(d, (x - e.ax) * e.nx + (y - e.ay) * e.ny);
      return d;
    },
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
};

/** A line from a to b with round ends, `width` wide. */
export const line = (ax: number, ay: number, bx: number, by: number, width: number): Shape => {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy || 1;
  const half = width / 2;
  return {
    sd: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSq));
      return len(x - ax - t * dx, y - ay - t * dy) - half;
    },
    box: [Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half, Math.max(ay, by) + half],
  };
};

export const union = (a: Shape, b: Shape): Shape => ({
  sd: (x, y) => Math.min(a.sd(x, y), b.sd(x, y)),
  box: [Math.min(a.box[0], b.box[0]), Math.min(a.box[1], b.box[1]), Math.max(a.box[2], b.box[2]), Math.max(a.box[3], b.box[3])],
});

export const intersect = (a: Shape, b: Shape): Shape => ({
  sd: (x, y) => Math.max(a.sd(x, y), b.sd(x, y)),
  box: [Math.max(a.box[0], b.box[0]), Math.max(a.box[1], b.box[1]), Math.min(a.box[2], b.box[2]), Math.min(a.box[3], b.box[3])],
});

export const subtract = (a: Shape, b: Shape): Shape => ({ sd: (x, y) => Math.max(a.sd(x, y), -b.sd(x, y)), box: a.box });

/** The outline of a shape, `width` wide, centred on its edge. */
export const outline = (shape: Shape, width: number): Shape => ({
  sd: (x, y) => Math.abs(shape.sd(x, y)) - width / 2,
  box: [shape.box[0] - width, shape.box[1] - width, shape.box[2] + width, shape.box[3] + width],
});

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** Linear blend of two colours: t = 0 gives a, 1 gives b. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
/** Towards white (t > 0) or black (t < 0). */
export const tint = (c: Rgb, t: number): Rgb => (t >= 0 ? mix(c, WHITE, t) : mix(c, BLACK, -t));

/**
 * A cylinder seen from the side, lit from the upper left: darker at both edges, a highlight a third
 * of the way across. `vertical` shades across y instead of x (a lying tank).
 */
export const cylinder = (base: Rgb, from: number, to: number, vertical = false) => {
  // Shading depends on one coordinate only: computed once per pixel column (or row).
  const cache = new Map<number, Rgb>();
  return (x: number, y: number): Rgb => {
    const at = Math.floor(vertical ? y : x);
    let colour = cache.get(at);
    if (!colour) {
      const t = clamp01((at + 0.5 - from) / (to - from));
      const light = 0.55 * Math.sin(Math.PI * t) ** 0.6 - 0.35 + 0.28 * Math.exp(-(((t - 0.3) / 0.08) ** 2));
      colour = tint(base, light);
      cache.set(at, colour);
    }
    return colour;
  };
};

/** Pixels are tested in square blocks of this side: a block far from the edge is filled or skipped whole. */
const BLOCK = 8;
const BLOCK_REACH = (BLOCK * Math.SQRT2) / 2;

export class Canvas {
  readonly pixels: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 3);
  }

  /** Paints every row in one colour (a vertical gradient backdrop). */
  paintRows(paint: (y: number) => Rgb): this {
    const row = new Uint8ClampedArray(this.width * 3);
    for (let y = 0; y < this.height; y += 1) {
      const [r, g, b] = paint(y + 0.5);
      for (let i = 0; i < row.length; i += 3) {
        row[i] = r;
        row[i + 1] = g;
        row[i + 2] = b;
      }
      this.pixels.set(row, y * row.length);
    }
    return this;
  }

  /**
   * Fills a shape. `softness` widens the edge into a blur (shadows); `opacity` makes it see-through.
   */
  fill(shape: Shape, paint: Paint, { opacity = 1, softness = 1 }: { opacity?: number; softness?: number } = {}): this {
    const pad = Math.ceil(softness);
    const x0 = Math.max(0, Math.floor(shape.box[0]) - pad);
    const y0 = Math.max(0, Math.floor(shape.box[1]) - pad);
    const x1 = Math.min(this.width, Math.ceil(shape.box[2]) + pad);
    const y1 = Math.min(this.height, Math.ceil(shape.box[3]) + pad);
    const edge = softness / 2;
    const p = this.pixels;
    // Distances change by at most one per pixel, so the distance at a block's centre tells whether
    // the whole block lies inside, outside, or across the edge.
    for (let by = y0; by < y1; by += BLOCK) {
      for (let bx = x0; bx < x1; bx += BLOCK) {
        const ex = Math.min(bx + BLOCK, x1);
        const ey = Math.min(by + BLOCK, y1);
        const centre = shape.sd((bx + ex) / 2, (by + ey) / 2);
        if (centre - BLOCK_REACH >= edge) continue;
        const inside = centre + BLOCK_REACH <= -edge;
        for (let y = by; y < ey; y += 1) {
          for (let x = bx; x < ex; x += 1) {
            const coverage = inside ? 1 : clamp01(0.5 - shape.sd(x + 0.5, y + 0.5) / softness);
            if (coverage <= 0) continue;
            const [r, g, b] = typeof paint === 'function' ? paint(x + 0.5, y + 0.5) : paint;
            const alpha = coverage * opacity;
            const i = (y * this.width + x) * 3;
            if (alpha >= 1) {
              p[i] = r;
              p[i + 1] = g;
              p[i + 2] = b;
            } else {
              // A clamped array rounds on store.
              p[i] = (p[i] as number) + (r - (p[i] as number)) * alpha;
              p[i + 1] = (p[i + 1] as number) + (g - (p[i + 1] as number)) * alpha;
              p[i + 2] = (p[i + 2] as number) + (b - (p[i + 2] as number)) * alpha;
            }
          }
        }
      }
    }
    return this;
  }

  image(): RgbImage {
    return { width: this.width, height: this.height, pixels: this.pixels };
  }
}
