import { describe, expect, it } from 'vitest';
import { buildSealSvg, SEAL_RED, SEAL_SIZE, starPoints } from './seal-image.ts';

/** The characters drawn one per <text> element, with the rotation of each. */
function glyphs(svg: string) {
  return [...svg.matchAll(/<text transform="translate\(200 200\) rotate\((-?[\d.]+)\)[^"]*"[^>]*>([^<]+)<\/text>/g)].map(
    (match) => ({ angle: Number(match[1]), char: match[2] as string }),
  );
}

describe('buildSealSvg', () => {
  it('draws the ring, the star, the name along the top and the purpose under the star', () => {
    const svg = buildSealSvg({ companyName: '上海浦江化工有限公司', purposeText: '合同专用章' });
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL_SIZE}" height="${SEAL_SIZE}"`)).toBe(true);
    expect(svg).toContain(`<circle cx="200" cy="200" r="188" fill="none" stroke="${SEAL_RED}" stroke-width="10"/>`);
    expect(svg).toContain(`<polygon points="${starPoints(200, 200, 54)}" fill="${SEAL_RED}"/>`);
    // No background: what is not ink stays transparent.
    expect(svg).not.toMatch(/<rect/);

    const name = glyphs(svg);
    expect(name.map((g) => g.char).join('')).toBe('上海浦江化工有限公司');
    // Left to right, symmetric about the top.
    const angles = name.map((g) => g.angle);
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
    expect((angles[0] as number) + (angles.at(-1) as number)).toBeCloseTo(0, 1);

    expect(svg).toMatch(/<text x="200" y="[\d.]+" font-size="34" text-anchor="middle">合同专用章<\/text>/);
  });

  it('spaces out a short name and narrows a long one to stay within the arc', () => {
    const short = glyphs(buildSealSvg({ companyName: '华东化工公司', purposeText: '合同专用章' }));
    const shortSpan = (short.at(-1)?.angle ?? 0) - (short[0]?.angle ?? 0);
    expect(shortSpan).toBeGreaterThanOrEqual(130);

    const longName = '宁波镇海炼化石油化工产品销售与进出口贸易有限责任公司北京分公司';
    const longSvg = buildSealSvg({ companyName: longName, purposeText: '合同专用章' });
    const long = glyphs(longSvg);
    expect(long).toHaveLength(Array.from(longName).length);
    expect(Math.max(...long.map((g) => Math.abs(g.angle)))).toBeLessThanOrEqual(125);
    const narrowing = Number(/scale\(([\d.]+) 1\)/.exec(longSvg)?.[1]);
    expect(narrowing).toBeGreaterThan(0.4);
    expect(narrowing).toBeLessThan(1);
  });

  it('puts the seal number along the bottom only when given', () => {
    const without = buildSealSvg({ companyName: '苏州化工有限公司', purposeText: '销售专用章' });
    const withNumber = buildSealSvg({ companyName: '苏州化工有限公司', purposeText: '销售专用章', sealNumber: '3101150012345' });
    const digits = (svg: string) =>
      [...svg.matchAll(/rotate\((-?[\d.]+)\) translate\(0 [\d.]+\)"[^>]*>(\d)<\/text>/g)].map((m) => ({
        angle: Number(m[1]),
        digit: m[2],
      }));
    expect(digits(without)).toEqual([]);
    const bottom = digits(withNumber);
    expect(bottom.map((d) => d.digit).join('')).toBe('3101150012345');
    // Read left to right along the bottom: the angles fall from left (positive) to right.
    expect(bottom[0]?.angle).toBeGreaterThan(0);
    expect(bottom.at(-1)?.angle).toBeLessThan(0);
  });

  it('escapes the markup characters of a name', () => {
    const svg = buildSealSvg({ companyName: 'A&B<化工>', purposeText: '合同专用章' });
    expect(svg).toContain('>&amp;<');
    expect(svg).toContain('>&lt;<');
    expect(svg).not.toContain('<化');
  });
});

describe('starPoints', () => {
  it('has five outer points, the first straight up', () => {
    const points = starPoints(200, 200, 50)
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual([200, 150]);
    const outer = points.filter((_, i) => i % 2 === 0);
    for (const [x, y] of outer) expect(Math.hypot((x as number) - 200, (y as number) - 200)).toBeCloseTo(50, 1);
  });
});
