import { PACKAGING } from '@hgsc/contracts';
import { encodePng } from './png.ts';
import {
  BLACK,
  Canvas,
  circle,
  cylinder,
  ellipse,
  intersect,
  line,
  mix,
  outline,
  type Paint,
  polygon,
  type Rgb,
  rect,
  roundRect,
  type Shape,
  tint,
  union,
  WHITE,
} from './raster.ts';

/**
 * The demo products' pictures, drawn in code: a studio-like backdrop in the colour of the category
 * group, the packaging (drum, IBC tote, bulk bag, stacked sacks, storage tanks, flexitank in a
 * container, tank truck) and, for a dangerous good, its transport hazard label. A second picture
 * shows a sample (flask, gas cylinder, pellets, powder, granules). 400 × 400 PNG.
 */

export type ProductForm = 'liquid' | 'gas' | 'pellets' | 'powder' | 'granules';

export const IMAGE_SIZE = 400;

/** One colour per group of the demo category tree (first level), so a category's goods look alike. */
const GROUP_COLOURS: Record<string, Rgb> = {
  醇类: [31, 111, 235],
  芳烃: [124, 77, 255],
  烯烃: [0, 150, 136],
  聚合物: [46, 160, 67],
  酸碱: [214, 69, 65],
  有机酸与酯: [230, 145, 30],
  溶剂: [0, 151, 200],
  化肥: [104, 142, 35],
  精细化工: [196, 60, 150],
};
export const groupColour = (group: string): Rgb => GROUP_COLOURS[group] ?? [90, 110, 140];
const GROUND = 332;
const STEEL: Rgb = [150, 152, 158];
const DARK_STEEL: Rgb = [78, 80, 86];
const GLASS: Rgb = [232, 238, 244];

/** Backdrop: a soft vertical gradient to a lighter floor, and the object's blurred shadow. */
function backdrop(colour: Rgb, shadowWidth: number): Canvas {
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE);
  const top = tint(colour, 0.78);
  const horizon = tint(colour, 0.93);
  const floor = tint(colour, 0.97);
  canvas.paintRows((y) => (y < 280 ? mix(top, horizon, y / 280) : mix(floor, WHITE, (y - 280) / 120)));
  canvas.fill(ellipse(200, GROUND + 2, shadowWidth, 13), tint(colour, -0.65), { opacity: 0.3, softness: 16 });
  return canvas;
}

function pallet(canvas: Canvas, x0: number, x1: number): void {
  canvas.fill(rect(x0, 306, x1, 316), [150, 118, 80]);
  for (const x of [x0 + 6, (x0 + x1) / 2 - 12, x1 - 30]) canvas.fill(rect(x, 316, x + 24, GROUND), [118, 90, 58]);
}

function drum(canvas: Canvas, colour: Rgb): void {
  const body = cylinder(colour, 128, 272);
  canvas.fill(roundRect(128, 104, 272, GROUND, 12), body);
  for (const y of [178, 256]) canvas.fill(roundRect(125, y, 275, y + 8, 4), cylinder(tint(colour, -0.3), 125, 275));
  canvas.fill(roundRect(125, GROUND - 10, 275, GROUND + 2, 5), cylinder(tint(colour, -0.35), 125, 275));
  canvas.fill(ellipse(200, 104, 72, 14), tint(colour, 0.3));
  canvas.fill(ellipse(200, 105, 63, 10), tint(colour, -0.12));
  canvas.fill(circle(232, 104, 6), [205, 207, 212]);
  canvas.fill(circle(170, 105, 4), [205, 207, 212]);
  canvas.fill(roundRect(160, 196, 240, 246, 4), cylinder([248, 248, 248], 128, 272));
  canvas.fill(rect(168, 205, 232, 212), colour);
  canvas.fill(rect(168, 220, 220, 224), [160, 160, 165]);
  canvas.fill(rect(168, 230, 226, 234), [160, 160, 165]);
}

function ibcTote(canvas: Canvas, colour: Rgb): void {
  pallet(canvas, 104, 296);
  const tank = roundRect(112, 120, 288, 306, 14);
  canvas.fill(tank, cylinder(GLASS, 112, 288));
  canvas.fill(intersect(tank, rect(112, 172, 288, 306)), colour, { opacity: 0.55 });
  canvas.fill(rect(114, 170, 286, 174), tint(colour, -0.25), { opacity: 0.6 });
  canvas.fill(roundRect(182, 106, 218, 120, 3), colour);
  for (let i = 0; i <= 6; i += 1) {
    const x = 112 + (i * 176) / 6;
    canvas.fill(line(x, 118, x, 306, i === 0 || i === 6 ? 6 : 4), STEEL);
  }
  for (const y of [120, 166, 212, 258, 304]) canvas.fill(line(110, y, 290, y, 4), STEEL);
  canvas.fill(roundRect(188, 288, 212, 312, 3), DARK_STEEL);
}

function bulkBag(canvas: Canvas, colour: Rgb): void {
  pallet(canvas, 100, 300);
  // The four lifting loops: the two at the back first, darker, then the body, then the front two.
  const loop = (x: number, shade: number) =>
    canvas.fill(intersect(outline(ellipse(x, 136, 11, 22), 6), rect(x - 20, 100, x + 20, 138)), tint(colour, shade));
  loop(164, -0.4);
  loop(236, -0.4);
  canvas.fill(roundRect(112, 130, 288, 308, 26), cylinder(tint(colour, 0.78), 112, 288));
  loop(132, -0.1);
  loop(268, -0.1);
  canvas.fill(roundRect(186, 112, 214, 136, 6), tint(colour, 0.6));
  canvas.fill(rect(184, 121, 216, 126), tint(colour, -0.3));
  canvas.fill(roundRect(150, 186, 250, 250, 6), colour);
  canvas.fill(rect(162, 200, 238, 206), WHITE, { opacity: 0.85 });
  canvas.fill(rect(162, 214, 222, 218), WHITE, { opacity: 0.6 });
}

function sackStack(canvas: Canvas, colour: Rgb): void {
  const rows = [
    { y: 282, xs: [48, 150, 252] },
    { y: 234, xs: [99, 201] },
    { y: 186, xs: [150] },
  ];
  for (const { y, xs } of rows) {
    for (const x of xs) {
      canvas.fill(roundRect(x, y, x + 100, y + 48, 18), cylinder(tint(colour, 0.82), y, y + 48, true));
      canvas.fill(roundRect(x + 28, y + 12, x + 72, y + 36, 4), colour, { opacity: 0.9 });
      canvas.fill(rect(x + 34, y + 21, x + 66, y + 25), WHITE, { opacity: 0.8 });
    }
  }
}

function storageTanks(canvas: Canvas, colour: Rgb): void {
  const shell: Rgb = [226, 229, 234];
  canvas.fill(rect(80, 150, 240, GROUND), cylinder(shell, 80, 240));
  canvas.fill(ellipse(160, 150, 80, 16), tint(shell, 0.5));
  canvas.fill(rect(80, 196, 240, 214), cylinder(colour, 80, 240));
  canvas.fill(line(94, GROUND - 4, 226, 164, 4), STEEL);
  canvas.fill(line(96, 140, 224, 140, 2), STEEL);
  canvas.fill(rect(256, 214, 336, GROUND), cylinder(shell, 256, 336));
  canvas.fill(ellipse(296, 214, 40, 9), tint(shell, 0.5));
  canvas.fill(rect(256, 244, 336, 256), cylinder(colour, 256, 336));
  canvas.fill(line(240, 316, 256, 316, 8), STEEL);
  canvas.fill(line(30, 322, 80, 322, 8), STEEL);
}

function flexitank(canvas: Canvas, colour: Rgb): void {
  const box = tint(colour, -0.2);
  canvas.fill(rect(48, 124, 352, GROUND), box);
  for (let x = 54; x < 346; x += 12) canvas.fill(rect(x, 128, x + 5, GROUND - 4), tint(box, 0.18), { opacity: 0.7 });
  canvas.fill(rect(66, 142, 334, 322), (_x, y) => tint(colour, -0.8 + (y - 142) / 900));
  canvas.fill(roundRect(72, 212, 328, 322, 46), cylinder(tint(colour, 0.5), 212, 322, true));
  canvas.fill(circle(200, 296, 10), DARK_STEEL);
  canvas.fill(outline(rect(66, 142, 334, 322), 6), [205, 207, 212]);
  canvas.fill(rect(44, 118, 356, 126), DARK_STEEL);
  canvas.fill(rect(44, GROUND - 6, 356, GROUND + 2), DARK_STEEL);
}

function tankTruck(canvas: Canvas, colour: Rgb): void {
  const tank = roundRect(128, 150, 368, 262, 52);
  canvas.fill(tank, cylinder(tint(colour, 0.55), 150, 262, true));
  canvas.fill(intersect(tank, rect(128, 200, 368, 214)), colour);
  canvas.fill(rect(172, 142, 330, 150), STEEL);
  for (const x of [200, 276]) canvas.fill(roundRect(x, 136, x + 24, 150, 3), DARK_STEEL);
  canvas.fill(rect(40, 262, 372, 280), DARK_STEEL);
  const cab = polygon([
    [36, 282],
    [36, 202],
    [54, 176],
    [122, 176],
    [122, 282],
  ]);
  canvas.fill(cab, cylinder(tint(colour, -0.25), 36, 122));
  const window = polygon([
    [46, 214],
    [46, 204],
    [60, 186],
    [110, 186],
    [110, 214],
  ]);
  canvas.fill(window, (x, y) => mix([176, 206, 232], [230, 242, 252], (x - y + 200) / 300));
  canvas.fill(rect(34, 254, 46, 264), [255, 214, 90]);
  for (const x of [80, 238, 288, 338]) {
    canvas.fill(circle(x, 292, 24), [38, 38, 42]);
    canvas.fill(circle(x, 292, 10), [176, 178, 184]);
  }
}

const DRAW_PACKAGING: Record<number, { draw: (canvas: Canvas, colour: Rgb) => void; shadow: number }> = {
  [PACKAGING.BULK_LIQUID]: { draw: storageTanks, shadow: 170 },
  [PACKAGING.BARREL]: { draw: drum, shadow: 92 },
  [PACKAGING.LIQUID_BAG]: { draw: flexitank, shadow: 170 },
  [PACKAGING.IBC]: { draw: ibcTote, shadow: 116 },
  [PACKAGING.TONNE_BAG]: { draw: bulkBag, shadow: 118 },
  [PACKAGING.WOVEN_BAG]: { draw: sackStack, shadow: 170 },
  [PACKAGING.TANK]: { draw: tankTruck, shadow: 180 },
};

const RED: Rgb = [216, 32, 40];
const diamond = (cx: number, cy: number, h: number) =>
  polygon([
    [cx, cy - h],
    [cx + h, cy],
    [cx, cy + h],
    [cx - h, cy],
  ]);

const flame = (cx: number, cy: number): Shape =>
  union(
    union(
      circle(cx, cy + 6, 9),
      polygon([
        [cx - 9, cy + 5],
        [cx + 1, cy - 17],
        [cx + 9, cy + 5],
      ]),
    ),
    polygon([
      [cx - 10, cy + 4],
      [cx - 11, cy - 8],
      [cx - 2, cy],
    ]),
  );

const skull = (cx: number, cy: number): Shape =>
  union(
    union(circle(cx, cy - 6, 11), roundRect(cx - 7, cy - 2, cx + 7, cy + 9, 2)),
    union(line(cx - 15, cy + 4, cx + 15, cy + 16, 3), line(cx + 15, cy + 4, cx - 15, cy + 16, 3)),
  );

/** The background of a transport hazard label (GB 190 / UN model regulations colours). */
function labelPaint(hazardClass: string, cx: number, cy: number): Paint {
  const halves = (upper: Rgb, lower: Rgb) => (_x: number, y: number) => (y < cy ? upper : lower);
  switch (hazardClass) {
    case '2.1':
    case '3':
      return RED;
    case '2.2':
      return [0, 138, 72];
    case '4.1':
      return (x: number) => (Math.floor((x - cx + 100) / 7) % 2 === 0 ? RED : WHITE);
    case '4.2':
      return halves(WHITE, RED);
    case '4.3':
      return [0, 92, 172];
    case '5.1':
      return [252, 212, 0];
    case '5.2':
      return halves(RED, [252, 212, 0]);
    case '8':
      return halves(WHITE, [24, 24, 24]);
    case '9':
      return (x: number, y: number) => (y < cy && Math.floor((x - cx + 100) / 6) % 2 === 0 ? [24, 24, 24] : WHITE);
    default:
      return hazardClass.startsWith('1') ? [244, 132, 0] : WHITE;
  }
}

function hazardLabel(canvas: Canvas, hazardClass: string): void {
  const [cx, cy, h] = [332, 70, 50];
  canvas.fill(diamond(cx, cy + 3, h + 2), BLACK, { opacity: 0.18, softness: 6 });
  canvas.fill(diamond(cx, cy, h + 3), WHITE);
  canvas.fill(diamond(cx, cy, h), labelPaint(hazardClass, cx, cy));
  canvas.fill(outline(diamond(cx, cy, h - 5), 1.5), hazardClass === '8' ? WHITE : BLACK);
  const main = hazardClass.split('.')[0];
  if (hazardClass === '4.3') canvas.fill(flame(cx, cy - 18), WHITE);
  else if (hazardClass === '5.1') {
    canvas.fill(flame(cx, cy - 22), BLACK);
    canvas.fill(outline(circle(cx, cy - 6, 8), 3), BLACK);
  } else if (main === '2' && hazardClass !== '2.1') {
    if (hazardClass === '2.3') canvas.fill(skull(cx, cy - 16), BLACK);
  } else if (main === '3' || main === '4' || hazardClass === '2.1' || hazardClass === '5.2')
    canvas.fill(flame(cx, cy - 18), BLACK);
  else if (main === '6') canvas.fill(skull(cx, cy - 16), BLACK);
  else if (main === '8') {
    canvas.fill(line(cx - 16, cy - 26, cx - 6, cy - 6, 5), BLACK);
    canvas.fill(line(cx + 6, cy - 26, cx + 16, cy - 6, 5), BLACK);
    canvas.fill(circle(cx - 4, cy + 2, 3), BLACK);
    canvas.fill(circle(cx + 4, cy + 2, 3), BLACK);
  }
}

/** The cover picture: the packaging in the group's colour, with the hazard label of a dangerous good. */
export function productCoverPng(input: { colour: Rgb; packaging: number; hazardClass: string | null }): Buffer {
  const spec = DRAW_PACKAGING[input.packaging] ?? DRAW_PACKAGING[PACKAGING.BARREL];
  if (!spec) throw new Error(`no drawing for packaging ${input.packaging}`);
  const canvas = backdrop(input.colour, spec.shadow);
  spec.draw(canvas, input.colour);
  if (input.hazardClass) hazardLabel(canvas, input.hazardClass);
  return encodePng(canvas.image());
}

/** A small deterministic jitter in [-0.5, 0.5) for the n-th grain (no randomness in the seed). */
const jitter = (n: number) => {
  const s = Math.sin(n * 12.9898) * 43758.5453;
  return s - Math.floor(s) - 0.5;
};

function dishOfGrains(canvas: Canvas, radius: number, grain: Rgb): void {
  canvas.fill(ellipse(200, 300, 150, 32), [246, 247, 249]);
  canvas.fill(outline(ellipse(200, 300, 150, 32), 2), [206, 210, 216]);
  let n = 0;
  for (let row = 0; row < 9; row += 1) {
    const y = 304 - row * radius * 1.5;
    const half = 120 * Math.sqrt(1 - (row / 9) ** 1.4);
    for (let x = 200 - half; x <= 200 + half; x += radius * 1.9) {
      n += 1;
      const gx = x + jitter(n) * radius;
      const gy = y + jitter(n + 7) * radius * 0.6;
      canvas.fill(ellipse(gx, gy, radius, radius * 0.8), tint(grain, -0.12 + jitter(n + 3) * 0.1));
      canvas.fill(circle(gx - radius * 0.3, gy - radius * 0.3, radius * 0.3), tint(grain, 0.6), { opacity: 0.8 });
    }
  }
}

function flask(canvas: Canvas, colour: Rgb): void {
  const body = union(
    polygon([
      [184, 186],
      [216, 186],
      [292, 312],
      [108, 312],
    ]),
    roundRect(104, 296, 296, 328, 14),
  );
  canvas.fill(rect(184, 116, 216, 196), GLASS, { opacity: 0.75 });
  canvas.fill(body, GLASS, { opacity: 0.75 });
  canvas.fill(intersect(body, rect(0, 246, 400, 400)), tint(colour, 0.25), { opacity: 0.75 });
  canvas.fill(outline(body, 2.5), [170, 180, 192]);
  canvas.fill(outline(rect(184, 116, 216, 200), 2.5), [170, 180, 192]);
  canvas.fill(roundRect(178, 110, 222, 122, 4), [190, 198, 208]);
  canvas.fill(line(132, 300, 178, 222, 6), WHITE, { opacity: 0.45 });
}

function gasCylinder(canvas: Canvas, colour: Rgb): void {
  canvas.fill(roundRect(160, 112, 240, GROUND, 38), cylinder(colour, 160, 240));
  canvas.fill(rect(160, 196, 240, 236), cylinder([246, 246, 246], 160, 240));
  canvas.fill(rect(188, 84, 212, 114), cylinder(STEEL, 188, 212));
  canvas.fill(ellipse(200, 84, 20, 6), DARK_STEEL);
}

function powderHeap(canvas: Canvas, colour: Rgb): void {
  canvas.fill(ellipse(200, 300, 150, 32), [246, 247, 249]);
  canvas.fill(outline(ellipse(200, 300, 150, 32), 2), [206, 210, 216]);
  const heap = intersect(ellipse(200, 302, 112, 78), rect(0, 0, 400, 302));
  canvas.fill(heap, (x, y) => tint(tint(colour, 0.9), -0.1 + (y - 224) / 900 - Math.abs(x - 170) / 2000));
  canvas.fill(ellipse(200, 302, 112, 16), tint(colour, 0.86));
}

const DRAW_SAMPLE: Record<ProductForm, (canvas: Canvas, colour: Rgb) => void> = {
  liquid: flask,
  gas: gasCylinder,
  pellets: (canvas, colour) => dishOfGrains(canvas, 9, tint(colour, 0.72)),
  granules: (canvas) => dishOfGrains(canvas, 6, [244, 244, 240]),
  powder: powderHeap,
};

/** The second picture: a sample of the product (liquid in a flask, gas cylinder, pellets, powder, granules). */
export function productSamplePng(input: { colour: Rgb; form: ProductForm }): Buffer {
  const canvas = backdrop(input.colour, 150);
  DRAW_SAMPLE[input.form](canvas, input.colour);
  return encodePng(canvas.image());
}
