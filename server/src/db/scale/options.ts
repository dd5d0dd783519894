/**
 * How much scale data to make: on PostgreSQL the million products the performance targets are stated at
 * (docs/PERFORMANCE.md), a tenth of it on the embedded PGlite.
 */
export interface ScaleSizes {
  products: number;
  shops: number;
  companies: number;
  orders: number;
}

export const POSTGRES_DEFAULTS: ScaleSizes = { products: 1_000_000, shops: 5_000, companies: 20_000, orders: 200_000 };
export const PGLITE_DEFAULTS: ScaleSizes = { products: 100_000, shops: 500, companies: 2_000, orders: 20_000 };

/** Mobile numbers 160xxxxxxxx (an unallocated prefix) are the scale accounts': eight digits of room. */
export const MAX_COMPANIES = 99_999_999;

export class ScaleUsageError extends Error {}

const FLAGS = ['products', 'shops', 'companies', 'orders'] as const;

/**
 * `--name N` or `--name=N` for each of `names`, each a whole number; the arguments that are none of them, in `rest`.
 */
export function takeWholeNumberFlags<Name extends string>(
  argv: readonly string[],
  names: readonly Name[],
): { given: Partial<Record<Name, number>>; rest: string[] } {
  const given: Partial<Record<Name, number>> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const name = names.find((n) => flag === `--${n}`);
    if (!name) {
      rest.push(arg);
      continue;
    }
    let raw = inline;
    if (raw === undefined) {
      i += 1;
      raw = argv[i];
    }
    const value = Number(raw);
    if (!raw || !Number.isSafeInteger(value) || value < 0)
      throw new ScaleUsageError(`--${name} needs a whole number, got ${raw}`);
    given[name] = value;
  }
  return { given, rest };
}

/**
 * Sizes from `--products N --shops N --companies N --orders N` (or `--products=N`). Without
 * --products the database kind's defaults apply; with it, the sizes not given scale with it from
 * the defaults (`--products 100000` on PostgreSQL: 500 shops, 2,000 companies, 20,000 orders).
 */
export function parseScaleArgs(argv: readonly string[], kind: 'pg' | 'pglite'): ScaleSizes {
  const { given, rest } = takeWholeNumberFlags(argv, FLAGS);
  if (rest.length > 0) throw new ScaleUsageError(`unknown argument ${rest[0]}`);
  const defaults = kind === 'pg' ? POSTGRES_DEFAULTS : PGLITE_DEFAULTS;
  const ratio = given.products === undefined ? 1 : given.products / defaults.products;
  const scaled = (name: keyof ScaleSizes, floor: number) => given[name] ?? Math.max(floor, Math.round(defaults[name] * ratio));
  const sizes = {
    products: given.products ?? defaults.products,
    shops: scaled('shops', 1),
    companies: scaled('companies', 2),
    orders: scaled('orders', 0),
  };
  return checkSizes(sizes);
}

/** The sizes must make a market: shops are companies' shops, an order needs a buyer other than the seller. */
export function checkSizes(sizes: ScaleSizes): ScaleSizes {
  if (sizes.companies > MAX_COMPANIES) throw new ScaleUsageError(`--companies is at most ${MAX_COMPANIES}`);
  if (sizes.shops > sizes.companies) throw new ScaleUsageError('--shops cannot exceed --companies (a shop belongs to a company)');
  if (sizes.products > 0 && sizes.shops === 0) throw new ScaleUsageError('products need at least one shop');
  if (sizes.orders > 0 && (sizes.products === 0 || sizes.companies < 2))
    throw new ScaleUsageError('orders need products and at least two companies');
  return sizes;
}
