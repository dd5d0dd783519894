import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes, type UploadKind } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { sha256Hex } from '../../platform/security/hashing.ts';
import { groupColour, productCoverPng, productSamplePng } from './product-images.ts';
import type { PlannedProduct } from './product-plan.ts';
import { sdsPdf } from './sds-pdf.ts';

/**
 * The files of the demo products: two pictures each (packaging cover, sample) and the SDS of each
 * dangerous chemical. Many products share a picture, so each distinct file is made and stored once
 * — public (/seeView), owned by no user — and a file stored by an earlier run (same bytes) is reused.
 */

interface FileSpec {
  id: string;
  fileName: string;
  kind: UploadKind;
  make: () => Buffer;
}

const coverId = (p: PlannedProduct) => `cover:${p.group}:${p.packaging}:${p.hazardClass ?? ''}`;
const sampleId = (p: PlannedProduct) => `sample:${p.group}:${p.form}`;
const sdsId = (p: PlannedProduct) => `sds:${p.casNumber}:${p.chemical.nameEn}`;

function specsOf(products: readonly PlannedProduct[]): FileSpec[] {
  const specs = new Map<string, FileSpec>();
  const add = (spec: FileSpec) => {
    if (!specs.has(spec.id)) specs.set(spec.id, spec);
  };
  for (const p of products) {
    const colour = groupColour(p.group);
    add({
      id: coverId(p),
      fileName: `${p.category}.png`,
      kind: 'img',
      make: () => productCoverPng({ colour, packaging: p.packaging, hazardClass: p.hazardClass }),
    });
    add({
      id: sampleId(p),
      fileName: `${p.category}-样品.png`,
      kind: 'img',
      make: () => productSamplePng({ colour, form: p.form }),
    });
    const { unNumber, hazardClass } = p;
    if (p.isDangerous && unNumber && hazardClass) {
      const { nameEn, cas } = p.chemical;
      add({
        id: sdsId(p),
        fileName: `SDS-${nameEn}.pdf`,
        kind: 'pdf',
        make: () => sdsPdf({ nameEn, cas, unNumber, hazardClass }),
      });
    }
  }
  return [...specs.values()];
}

export interface ProductFiles {
  images(product: PlannedProduct): string[];
  sds(product: PlannedProduct): string | null;
}

/** Makes and stores (or finds) every file the products need; answers their keys. */
export async function storeProductFiles(ctx: AppContext, products: readonly PlannedProduct[]): Promise<ProductFiles> {
  const made = specsOf(products).map((spec) => {
    const bytes = spec.make();
    return { spec, bytes, sha256: sha256Hex(bytes) };
  });
  const stored = made.length
    ? await ctx.db
        .select({ key: storedFiles.key, sha256: storedFiles.sha256 })
        .from(storedFiles)
        .where(
          and(
            inArray(
              storedFiles.sha256,
              made.map((m) => m.sha256),
            ),
            eq(storedFiles.encrypted, false),
            isNull(storedFiles.ownerUserId),
          ),
        )
    : [];
  const keyOfContent = new Map(stored.map((s) => [s.sha256, s.key]));
  const keys = new Map<string, string>();
  for (const { spec, bytes, sha256 } of made) {
    let key = keyOfContent.get(sha256);
    if (!key) {
      key = (await storeBytes(ctx, { bytes, fileName: spec.fileName, kind: spec.kind, encrypted: false, ownerUserId: null })).key;
      keyOfContent.set(sha256, key);
    }
    keys.set(spec.id, key);
  }
  const keyOf = (id: string) => {
    const key = keys.get(id);
    if (!key) throw new Error(`demo file ${id} was not stored`);
    return key;
  };
  return {
    images: (p) => [keyOf(coverId(p)), keyOf(sampleId(p))],
    sds: (p) => (p.isDangerous ? keyOf(sdsId(p)) : null),
  };
}
