import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface Pixels {
  /** RGBA, 4 bytes a pixel, row by row. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
const bmp: { decode(buffer: Buffer): { data: Buffer; width: number; height: number } } = require('bmp-js');

/** At most 40 megapixels are decoded (a licence photo is far smaller); larger images are not read. */
const MAX_PIXELS = 40_000_000;

/** The RGBA pixels of a png, jpeg or bmp image (pure JS decoders); undefined when they cannot be read. */
export function decodePixels(bytes: Buffer, mime: string): Pixels | undefined {
  try {
    if (mime === 'image/png') {
      const png = PNG.sync.read(bytes);
      return {
        data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
        width: png.width,
        height: png.height,
      };
    }
    if (mime === 'image/jpeg') {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6 });
      return { data: new Uint8ClampedArray(image.data.buffer), width: image.width, height: image.height };
    }
    if (mime === 'image/bmp') {
      const image = bmp.decode(bytes);
      if (image.width * image.height > MAX_PIXELS) return undefined;
      // bmp-js answers ABGR; QR decoding wants RGBA.
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let i = 0; i < rgba.length; i += 4) {
        rgba[i] = image.data[i + 3] ?? 0;
        rgba[i + 1] = image.data[i + 2] ?? 0;
        rgba[i + 2] = image.data[i + 1] ?? 0;
        rgba[i + 3] = 255;
      }
      return { data: rgba, width: image.width, height: image.height };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A copy at most `maxSide` pixels on its longer side (box filter), for finding a QR code in a large photo. */
export function downscale(pixels: Pixels, maxSide: number): Pixels {
  const factor = Math.ceil(Math.max(pixels.width, pixels.height) / maxSide);
  if (factor <= 1) return pixels;
  const width = Math.floor(pixels.width / factor);
  const height = Math.floor(pixels.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sums = [0, 0, 0];
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * pixels.width;
        for (let dx = 0; dx < factor; dx++) {
          const i = (row + x * factor + dx) * 4;
          sums[0] = (sums[0] ?? 0) + (pixels.data[i] ?? 0);
          sums[1] = (sums[1] ?? 0) + (pixels.data[i + 1] ?? 0);
          sums[2] = (sums[2] ?? 0) + (pixels.data[i + 2] ?? 0);
        }
      }
      const o = (y * width + x) * 4;
      const n = factor * factor;
      data[o] = (sums[0] ?? 0) / n;
      data[o + 1] = (sums[1] ?? 0) / n;
      data[o + 2] = (sums[2] ?? 0) / n;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}
