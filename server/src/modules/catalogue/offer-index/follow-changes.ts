import { AUDIT_STATUS, chinaDate, PUBLISH_STATUS } from '@hgsc/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { preparedSql } from '../../../platform/db/prepared.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { companyCertificates, validLicenceOn } from '../../certificate/index.ts';
import { OfferIndex } from './offer-index.ts';
import { type OfferRow, PRICE_PLACES } from './offer-table.ts';

/** Offers read per statement while loading: a million come in a hundred statements, the event loop free between. */
const LOAD_CHUNK = 10_000;

/**
 * A point in PostgreSQL's commit history (pg_current_snapshot): every transaction below `xmax` and not `running` had
 * ended, and every one below `xmin` too. The changes after it are those of transactions from `xmax` on and of those
 * still running then (all from `xmin` on).
 */
export interface Horizon {
  xmin: string;
  xmax: string;
  running: string[];
}

const horizonOf = (snapshot: string): Horizon => {
  const [xmin = '0', xmax = '0', running = ''] = snapshot.split(':');
  return { xmin, xmax, running: running ? running.split(',') : [] };
};

/**
 * The changes after a horizon, as a condition on catalogue_changes. Bounded below by `xmin` so that it is read along
 * the xid index whatever the plan: a generic plan took `xid >= $1 OR xid = ANY($2)` for a third of the table and read
 * all of it (78 ms at 900,000 changes, after a bulk load).
 */
const afterHorizon = (xmin: SQLWrapper, xmax: SQLWrapper, running: SQLWrapper) =>
  sql`xid >= ${xmin}::xid8 AND (xid >= ${xmax}::xid8 OR xid = ANY(${running}::xid8[]))`;

/**
 * True when a change committed after a horizon, as the statement holding it sees: its values are the placeholders
 * of sinceValues. A search's cards statement carries it, so that what it found in memory and the cards it reads are
 * checked against one snapshot (search.ts indexedProducts). The first change in xid order, not EXISTS: the order
 * keeps the generic plan on the index.
 */
export const changedSince = sql`(SELECT xid FROM catalogue_changes
  WHERE ${afterHorizon(sql.placeholder('sinceXmin'), sql.placeholder('sinceXmax'), sql.placeholder('sinceRunning'))}
  ORDER BY xid LIMIT 1) IS NOT NULL`;

export const sinceValues = (horizon: Horizon) => ({
  sinceXmin: horizon.xmin,
  sinceXmax: horizon.xmax,
  sinceRunning: horizon.running,
});

const changedSinceStatement = preparedSql<{ changed: boolean }>(
  'catalogue_changed_since',
  () => sql`SELECT ${changedSince} AS changed`,
);

/** Whether a change committed after `horizon`, for a search whose page holds no card to carry the question. */
export async function changedAfter(db: Db, horizon: Horizon): Promise<boolean> {
  const [row] = await changedSinceStatement(db, sinceValues(horizon));
  return row?.changed === true;
}

const PUBLIC = sql.raw(`publish_status = ${PUBLISH_STATUS.ON_SHELF} AND audit_status = ${AUDIT_STATUS.APPROVED}`);

/** What the index holds of an offer, names lower-cased by PostgreSQL as the search's SQL compares them. */
const OFFER_COLUMNS = sql.raw(`id, lower(name) AS name, cas_number, category_id, shop_id, company_id, brand, packaging,
  province_code, city_code, round(tonne_price, ${PRICE_PLACES})::text AS tonne_price, in_stock, is_dangerous,
  (extract(epoch FROM published_at) * 1000000)::bigint::text AS published_at, sales_count, view_count`);

interface OfferRecord {
  id: string | number;
  name: string;
  cas_number: string;
  category_id: string | number;
  shop_id: string | number;
  company_id: string | number;
  brand: string | null;
  packaging: number;
  province_code: string | null;
  city_code: string | null;
  tonne_price: string | null;
  in_stock: boolean;
  is_dangerous: boolean;
  published_at: string | null;
  sales_count: number;
  view_count: number;
}

function scaledPrice(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(PRICE_PLACES, '0')}`);
}

const offerOf = (r: OfferRecord): OfferRow => ({
  id: Number(r.id),
  name: r.name,
  casNumber: r.cas_number,
  categoryId: Number(r.category_id),
  shopId: Number(r.shop_id),
  companyId: Number(r.company_id),
  brand: r.brand,
  packaging: Number(r.packaging),
  provinceCode: r.province_code,
  cityCode: r.city_code,
  tonnePrice: r.tonne_price === null ? null : scaledPrice(r.tonne_price),
  inStock: r.in_stock,
  isDangerous: r.is_dangerous,
  publishedAt: r.published_at === null ? null : Number(r.published_at),
  salesCount: Number(r.sales_count),
  viewCount: Number(r.view_count),
});

/**
 * An OfferIndex filled from the database and kept current: a search reads it as it stands (`standing`), its cards'
 * statement checking that nothing committed since (`changedSince`), else after a catch-up (`catchUp`): either way it
 * reads what a statement begun then would read, as it did from SQL. Changes come from `catalogue_changes` (migration
 * 0077), read by transaction, never by order of writing: a transaction that wrote first and commits last is read
 * when it commits.
 */
export class FollowedOfferIndex {
  readonly index = new OfferIndex();
  private horizon: Horizon | undefined;
  private licencesOn = '';
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private stopped = false;
  /** Loaded whole: searches may read it. */
  ready = false;
  /** When the last catch-up ended (ms), for the timer to keep an idle process near. */
  lastCaughtUp = 0;

  constructor(private readonly db: Db) {}

  private loading: Promise<void> | undefined;

  /** Reads the whole public catalogue, a chunk at a time; the changes meanwhile are read by the first catch-up. */
  load(): Promise<void> {
    this.loading = this.readAll();
    return this.loading;
  }

  private async readAll() {
    const [{ snapshot } = { snapshot: '0:0:' }] = await rawRows<{ snapshot: string }>(
      this.db,
      sql`SELECT pg_current_snapshot()::text AS snapshot`,
    );
    let after = 0;
    for (;;) {
      if (this.stopped) return;
      const rows = await rawRows<OfferRecord>(
        this.db,
        sql`SELECT ${OFFER_COLUMNS} FROM products WHERE ${PUBLIC} AND id > ${after} ORDER BY id LIMIT ${LOAD_CHUNK}`,
      );
      for (const row of rows) this.index.put(offerOf(row));
      if (rows.length < LOAD_CHUNK) break;
      after = Number(rows[rows.length - 1]?.id);
    }
    await this.readShops();
    await this.readLicences();
    this.index.built();
    this.horizon = horizonOf(snapshot);
    this.lastCaughtUp = Date.now();
    this.ready = true;
  }

  /**
   * Where the index stands: it holds every change committed before this horizon and, if nothing committed after it, is
   * what a statement begun now would read. None while a catch-up must come first (a new day in China: the licences).
   */
  standing(): Horizon | undefined {
    return chinaDate(new Date()) === this.licencesOn ? this.horizon : undefined;
  }

  /**
   * Applies every change committed before this call: one statement when nothing changed. Calls meanwhile share the
   * next round, which begins after the running one.
   */
  catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.readChanges().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.catchUp();
      });
    return this.queued;
  }

  /** Stops reading, once what runs has ended. */
  async stop() {
    this.stopped = true;
    await Promise.allSettled([this.loading, this.running, this.queued]);
  }

  private async readChanges() {
    const horizon = this.horizon;
    if (!horizon || this.stopped) return;
    const [row] = await rawRows<{ snapshot: string; changes: [string, string | number | null][] | null }>(
      this.db,
      sql`SELECT pg_current_snapshot()::text AS snapshot,
        (SELECT json_agg(json_build_array(what, product_id)) FROM catalogue_changes
          WHERE ${afterHorizon(sql.param(horizon.xmin), sql.param(horizon.xmax), sql.param(horizon.running))}) AS changes`,
    );
    if (!row) return;
    const changes = row.changes ?? [];
    const products = new Set<number>();
    let shops = false;
    let licences = chinaDate(new Date()) !== this.licencesOn;
    for (const [what, productId] of changes) {
      if (what === 'product' && productId !== null) products.add(Number(productId));
      else if (what === 'shops') shops = true;
      else if (what === 'licences') licences = true;
    }
    if (products.size > 0) await this.readOffers([...products]);
    if (shops) await this.readShops();
    if (licences) await this.readLicences();
    this.horizon = horizonOf(row.snapshot);
    this.lastCaughtUp = Date.now();
  }

  private async readOffers(ids: number[]) {
    const rows = await rawRows<OfferRecord>(
      this.db,
      sql`SELECT ${OFFER_COLUMNS} FROM products WHERE ${PUBLIC} AND id = ANY(${sql.param(ids)}::bigint[])`,
    );
    const found = new Set<number>();
    for (const row of rows) {
      const offer = offerOf(row);
      found.add(offer.id);
      this.index.put(offer);
    }
    for (const id of ids) if (!found.has(id)) this.index.remove(id);
  }

  private async readShops() {
    const rows = await rawRows<{ id: string | number }>(
      this.db,
      sql`SELECT id FROM shops WHERE audit_status IS DISTINCT FROM ${sql.raw(String(AUDIT_STATUS.APPROVED))}`,
    );
    this.index.visibility = { ...this.index.visibility, closedShops: new Set(rows.map((r) => Number(r.id))) };
  }

  private async readLicences() {
    const today = chinaDate(new Date());
    const rows = await this.db
      .selectDistinct({ companyId: companyCertificates.companyId })
      .from(companyCertificates)
      .where(validLicenceOn(today) as SQL);
    this.index.visibility = { ...this.index.visibility, licensedCompanies: new Set(rows.map((r) => Number(r.companyId))) };
    this.licencesOn = today;
  }
}
