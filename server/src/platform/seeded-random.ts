/**
 * mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)) — what generated data (the demo and scale plans, the OCR's
 * sample licences) draws from, so the same seed makes the same data on every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
