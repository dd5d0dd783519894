import { creditCodeCheckChar } from '@hgsc/contracts';
import { concrete, isIdField, type JsonSchema } from './route-catalogue.ts';

/** What a caller brings to a request besides ids: files it uploaded itself. */
export interface Caller {
  token: string;
  /** A private PNG and a private PDF this caller uploaded (/encry/upload/*), and a public PNG (/oss). */
  files: { image: string; pdf: string; publicImage: string };
  /** A category of the platform's, enabled, for fields naming one. */
  categoryId: number;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Values for fields whose schema alone does not make a valid one (a pattern, a checked code, a file the caller must
 * own). A new field of that kind makes the guard fail naming it, until it is added here.
 */
const FIELD_SAMPLES: Record<string, (caller: Caller) => unknown> = {
  mobile: () => '13800138000',
  contactMobile: () => '13800138000',
  witnessMobile: () => '13800138000',
  code: () => '000000',
  newCode: () => '000000',
  oldCode: () => '000000',
  quantity: () => '1',
  price: () => '100.00',
  unitPrice: () => '2300.00',
  premium: () => '100.00',
  minQty: () => '1',
  step: () => '1',
  minOrderQty: () => '1',
  stock: () => '10',
  amount: () => '1.00',
  freightAmount: () => '0.00',
  provinceCode: () => '310000',
  cityCode: () => '310100',
  areaCode: () => '310115',
  casNumber: () => '67-56-1',
  creditCode: () => '91310115MA1H000000',
  bankAccount: () => '6222020200112233445',
  unNumber: () => 'UN1230',
  sealNumber: () => '3101150000001',
  password: () => 'Passw0rd123',
  validFrom: () => inDays(-30),
  validTo: () => inDays(300),
  validUntil: () => inDays(300),
  issueDate: () => today(),
  licenseFileKey: (caller) => caller.files.image,
  imageKey: (caller) => caller.files.image,
  fileKey: (caller) => caller.files.pdf,
  sdsFileKey: (caller) => caller.files.pdf,
  proofKeys: (caller) => [caller.files.image],
  images: (caller) => [caller.files.publicImage],
  imageKeys: (caller) => [caller.files.publicImage],
  logoKey: (caller) => caller.files.publicImage,
  bannerKey: (caller) => caller.files.publicImage,
  invoiceNo: () => String(Date.now()),
  deliveryNo: () => 'SF0000000001',
  taxNumber: () => '91310115MA1H000000',
  permissions: () => ['buy.cart'],
  categoryId: (caller) => caller.categoryId,
  // A contract template's text must hold the goods table on a line of its own.
  content: () => '正文\n{{goodsTable}}\n',
  longitude: () => '121.452100',
  latitude: () => '30.806400',
  contactPhone: () => '021-57126688',
  minSplitQty: () => '10',
  splitStep: () => '1',
  dailyOutboundCapacity: () => '1000',
  storageRate: () => '1.0',
  inboundFee: () => '14',
  outboundFee: () => '14',
  transferFee: () => '0.5',
  effectiveFrom: () => inDays(1),
  declaredQty: () => '10',
  actualQty: () => '10',
  quantities: () => ['5', '5'],
  expectedArrival: () => today(),
  arrivalDate: () => today(),
  storageStart: () => today(),
  productionDate: () => inDays(-30),
  termEnd: () => inDays(365),
  qcReportKey: (caller) => caller.files.pdf,
  plate: () => '沪A12345',
  driverIdNumber: () => '11010519491231002X',
  driverPhone: () => '13800138000',
  // A partial load of the world's 10 t bill: 3 t net.
  grossWeight: () => '8',
  tareWeight: () => '5',
  date: () => today(),
  expectedDate: () => today(),
  deliveryFrom: () => today(),
  deliveryTo: () => inDays(10),
  from: () => today(),
  depositorCreditCode: () => `91310115MA1H00000${creditCodeCheckChar('91310115MA1H00000')}`,
};

export class MissingSample extends Error {}

function sampleOf(schema: JsonSchema, name: string, caller: Caller, where: string, id: number): unknown {
  const sample = FIELD_SAMPLES[name];
  if (sample) return sample(caller);
  const field = concrete(schema);
  if (field.const !== undefined) return field.const;
  if (field.enum) return field.enum[0];
  const type = Array.isArray(field.type) ? field.type.find((t) => t !== 'null') : field.type;
  switch (type) {
    case 'object':
      return objectOf(field, caller, where, id);
    case 'array': {
      const count = Math.max(field.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(field.items ?? {}, name, caller, `${where}[]`, id));
    }
    case 'integer':
    case 'number': {
      const min = field.minimum ?? 1;
      const value = field.exclusiveMinimum === true || field.exclusiveMinimum === min ? min + 1 : Math.max(min, 1);
      return field.maximum === undefined ? value : Math.min(value, field.maximum);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (field.format === 'date') return today();
      if (field.format === 'date-time') return new Date().toISOString();
      if (field.pattern) throw new MissingSample(`${where}: no sample for a string of pattern ${field.pattern}`);
      return '测'.repeat(Math.max(field.minLength ?? 0, 2));
    }
    default:
      throw new MissingSample(`${where}: no sample for a field of type ${String(type)}`);
  }
}

/** The required fields and the id fields of an object schema, each a valid sample; ids are `id` (lists: [id]). */
function objectOf(
  schema: JsonSchema,
  caller: Caller,
  where: string,
  id: number,
  given: readonly string[] = [],
): Record<string, unknown> {
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([name, field]) => !given.includes(name) && (schema.required?.includes(name) || isIdField(name, field)),
  );
  return Object.fromEntries(
    entries.map(([name, field]) => {
      if (isIdField(name, field)) {
        const isList = concrete(field).type === 'array';
        return [name, isList ? [id] : id];
      }
      return [name, sampleOf(field, name, caller, `${where}.${name}`, id)];
    }),
  );
}

/**
 * A valid input for the route's schema with every id field naming `id`, nested ones too, and `overrides` on top (a
 * field overridden is not sampled: its sample may not be makeable).
 */
export function sampleInput(
  schema: JsonSchema,
  id: number,
  caller: Caller,
  where: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...objectOf(schema, caller, where, id, Object.keys(overrides)), ...overrides };
}
