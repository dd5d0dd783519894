import { chinaDate, creditCodeCheckChar } from '@hgsc/contracts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { deliveryPlaceOf, type ScalePlace, weightedPlaces } from './places.ts';
import {
  BUSINESS_WORDS,
  GIVEN_NAMES,
  GROUPS,
  groupIndexOf,
  ROADS,
  SCALE_CHEMICALS,
  SHOP_SUFFIXES,
  SURNAMES,
  TRADE_NAMES,
  WAREHOUSES,
} from './vocabulary.ts';

/**
 * The scale companies and shops, worked out in JS (names, valid credit codes, places) with a
 * seeded PRNG, so every run makes the same market. Company n's main account is scale_buyer_<n>
 * with mobile 160 + n in eight digits; companies 1…shops own the shops, and the next companies have
 * shop applications not open (审核中 or 审核未通过), as a live market's operators always have a queue.
 */

const DAY_MS = 24 * 3600 * 1000;

export interface PlannedCompany {
  n: number;
  user_name: string;
  mobile: string;
  person: string;
  name: string;
  credit_code: string;
  legal_person: string;
  registered_address: string;
  province_code: string;
  city_code: string;
  area_code: string;
  /** The names of its place and its street: the delivery address an order's snapshot shows. */
  province_name: string;
  city_name: string;
  area_name: string;
  street: string;
  intro: string;
  created_at: string;
}

/** What a shop's entry application says, open or not: company n = k owns it. */
export interface PlannedShopEntry {
  k: number;
  name: string;
  intro: string;
  main_products: string;
  address: string;
  province_code: string;
  city_code: string;
  area_code: string;
}

/** An open shop: k is 1…shops, its place in the scale market. */
export interface PlannedShop extends PlannedShopEntry {
  /** Where its goods mostly lie: "江苏苏州", and a warehouse there. */
  delivery_place: string;
  warehouse: string;
  /** The two groups of the demo tree it trades in (indexes into GROUPS). */
  group1: number;
  group2: number;
  created_at: string;
  licence_number: string;
  licence_scope: string;
  licence_valid_from: string;
  licence_valid_to: string;
}

/** GB 32100's 31 characters (no I, O, Z, S, V). */
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export const scaleUserName = (n: number) => `scale_buyer_${n}`;
export const scaleMobile = (n: number) => `160${String(n).padStart(8, '0')}`;

/**
 * 91 (enterprise) + the area's code + MA + n in base 31 over seven characters + the GB 32100 check
 * character: unique per n, never one of the demo's or the tests' codes.
 */
export function scaleCreditCode(n: number, areaCode: string): string {
  let digits = '';
  for (let rest = n, i = 0; i < 7; i += 1, rest = Math.floor(rest / 31)) digits = CREDIT_CODE_ALPHABET[rest % 31] + digits;
  const body = `91${areaCode}MA${digits}`;
  return body + creditCodeCheckChar(body);
}

type Random = () => number;
function pickFrom<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const personName = (random: Random) => pickFrom(random, SURNAMES) + pickFrom(random, GIVEN_NAMES);

/** A (city, trade name, business) triple no other company has: the company name is then unique. */
function uniqueName(random: Random, place: ScalePlace, taken: Set<string>): string {
  const start = Math.floor(random() * TRADE_NAMES.length * BUSINESS_WORDS.length);
  for (let step = 0; step < TRADE_NAMES.length * BUSINESS_WORDS.length; step += 1) {
    const i = (start + step) % (TRADE_NAMES.length * BUSINESS_WORDS.length);
    const stem = `${place.cityShort}${TRADE_NAMES[i % TRADE_NAMES.length]}${BUSINESS_WORDS[Math.floor(i / TRADE_NAMES.length)]}`;
    if (!taken.has(stem)) {
      taken.add(stem);
      return stem;
    }
  }
  // Every name of this city is taken (only far beyond the benchmark market's sizes): a number keeps it unique.
  const stem = `${place.cityShort}${TRADE_NAMES[start % TRADE_NAMES.length]}化工${taken.size}`;
  taken.add(stem);
  return stem;
}

const street = (random: Random) => `${pickFrom(random, ROADS)}${1 + Math.floor(random() * 999)}号`;

/** 江苏省苏州市吴中区化工大道 12 号; a municipality is named once (上海市浦东新区…). */
function fullAddress(place: ScalePlace, areaName: string, streetText: string): string {
  const city = place.cityName === place.provinceName ? '' : place.cityName;
  return `${place.provinceName}${city}${areaName}${streetText}`;
}

/** A shop application not (yet) open: it has no products and no licence. */
export interface PlannedApplication extends PlannedShopEntry {
  /** SPEC §3: 0 审核中, 2 审核未通过. */
  audit_status: 0 | 2;
  audit_reason: string | null;
  submitted_at: string;
  audited_at: string | null;
}

export interface CompanyPlan {
  companies: PlannedCompany[];
  shops: PlannedShop[];
  applications: PlannedApplication[];
}

/** One shop application not open for every this many open shops: half under review, half rejected. */
export const OPEN_SHOPS_PER_APPLICATION = 10;
const REJECTION_REASONS: readonly string[] = [
  '营业执照照片不清晰，请重新上传',
  '店铺名称与企业经营范围不符，请修改',
  '联系人手机号无法接通，请核实后重新提交',
];

/** How many companies after the shop owners have an application not open: as many as there are companies for. */
export const applicationCountOf = (counts: { companies: number; shops: number }) =>
  Math.min(Math.ceil(counts.shops / OPEN_SHOPS_PER_APPLICATION), counts.companies - counts.shops);

/** A shop name no live shop has (the suffix by k, then numbered). */
function freeShopName(stem: string, k: number, taken: Set<string>): string {
  let name = `${stem}${SHOP_SUFFIXES[k % SHOP_SUFFIXES.length]}`;
  for (let again = 2; taken.has(name); again += 1) name = `${stem}${again}号店`;
  taken.add(name);
  return name;
}

/** Group indexes a shop trades in: spread so every group has shops once there are as many shops as groups. */
function groupsOf(k: number): [number, number] {
  const first = (k - 1) % GROUPS.length;
  let second = (k * 5 + 3) % GROUPS.length;
  if (second === first) second = (first + 1) % GROUPS.length;
  return [first, second];
}

const dangerousNamesOf = (groups: readonly number[]) =>
  SCALE_CHEMICALS.filter((c) => c.dangerous && groups.includes(groupIndexOf(c.category))).map((c) => c.name);
const chemicalNamesOf = (group: number) => SCALE_CHEMICALS.filter((c) => groupIndexOf(c.category) === group).map((c) => c.name);

export function planCompanies(
  counts: { companies: number; shops: number },
  now: Date,
  /** Live shop names already in the database: a scale shop never takes one. */
  takenShopNames: ReadonlySet<string>,
): CompanyPlan {
  const random = seededRandom(0x5ca1e001);
  // The applications draw from a stream of their own: the companies and open shops stay those of earlier runs.
  const applicationRandom = seededRandom(0x5ca1e002);
  const applicationCount = applicationCountOf(counts);
  const places = weightedPlaces();
  const takenStems = new Set<string>();
  const shopNames = new Set(takenShopNames);
  const companies: PlannedCompany[] = [];
  const shops: PlannedShop[] = [];
  const applications: PlannedApplication[] = [];
  for (let n = 1; n <= counts.companies; n += 1) {
    const place = pickFrom(random, places);
    const area = pickFrom(random, place.areas);
    const stem = uniqueName(random, place, takenStems);
    const person = personName(random);
    const created = new Date(now.getTime() - (735 + random() * 400) * DAY_MS);
    const registeredStreet = street(random);
    companies.push({
      n,
      user_name: scaleUserName(n),
      mobile: scaleMobile(n),
      person,
      name: `${stem}有限公司`,
      credit_code: scaleCreditCode(n, area.code),
      legal_person: random() < 0.6 ? person : personName(random),
      registered_address: fullAddress(place, area.name, registeredStreet),
      province_code: place.provinceCode,
      city_code: place.cityCode,
      area_code: area.code,
      province_name: place.provinceName,
      city_name: place.cityName,
      area_name: area.name,
      street: registeredStreet,
      intro: `${deliveryPlaceOf(place)}化工企业，从事化工原料与化学品的生产、贸易和仓储物流。`,
      created_at: created.toISOString(),
    });
    if (n > counts.shops) {
      if (n <= counts.shops + applicationCount) {
        applications.push(
          planApplication(applicationRandom, { n, stem, place, areaName: area.name, areaCode: area.code, now }, shopNames),
        );
      }
      continue;
    }
    const [group1, group2] = groupsOf(n);
    const shopName = freeShopName(stem, n, shopNames);
    const opened = new Date(created.getTime() + (2 + random() * 28) * DAY_MS);
    const main = [...chemicalNamesOf(group1).slice(0, 3), ...chemicalNamesOf(group2).slice(0, 2)];
    const expired = random() < 0.03;
    const validTo = expired
      ? new Date(now.getTime() - (1 + random() * 200) * DAY_MS)
      : new Date(now.getTime() + (30 + random() * 900) * DAY_MS);
    const dangerous = dangerousNamesOf([group1, group2]);
    shops.push({
      k: n,
      name: shopName,
      intro: `${stem}店铺，${GROUPS[group1]}、${GROUPS[group2]}现货供应，支持自提与物流配送，可开具增值税专用发票。`,
      main_products: main.join('、'),
      address: fullAddress(place, area.name, street(random)),
      province_code: place.provinceCode,
      city_code: place.cityCode,
      area_code: area.code,
      delivery_place: deliveryPlaceOf(place),
      warehouse: `${place.cityShort}${pickFrom(random, WAREHOUSES)}`,
      group1,
      group2,
      created_at: opened.toISOString(),
      licence_number: `${place.abbreviation}危化经字〔${chinaDate(opened).slice(0, 4)}〕${String(n).padStart(6, '0')}`,
      licence_scope: `${(dangerous.length ? dangerous : ['危险化学品']).join('、')}（不带储存设施经营）`,
      licence_valid_from: chinaDate(new Date(validTo.getTime() - 3 * 365 * DAY_MS)),
      licence_valid_to: chinaDate(validTo),
    });
  }
  return { companies, shops, applications };
}

interface ApplicantCompany {
  n: number;
  stem: string;
  place: ScalePlace;
  areaName: string;
  areaCode: string;
  now: Date;
}

/** Company n's shop application: every other one rejected with a reason, the rest submitted in the last week. */
function planApplication(random: Random, company: ApplicantCompany, taken: Set<string>): PlannedApplication {
  const { n, stem, place, now } = company;
  const [group1, group2] = groupsOf(n);
  const rejected = n % 2 === 0;
  const submitted = new Date(now.getTime() - (rejected ? 8 + random() * 60 : random() * 7) * DAY_MS);
  return {
    k: n,
    // A rejected application does not hold its name (shops_name_live_unique), but a unique one keeps it simple.
    name: freeShopName(stem, n, taken),
    intro: `${stem}店铺，${GROUPS[group1]}、${GROUPS[group2]}现货供应。`,
    main_products: [...chemicalNamesOf(group1).slice(0, 2), ...chemicalNamesOf(group2).slice(0, 1)].join('、'),
    address: fullAddress(place, company.areaName, street(random)),
    province_code: place.provinceCode,
    city_code: place.cityCode,
    area_code: company.areaCode,
    audit_status: rejected ? 2 : 0,
    audit_reason: rejected ? pickFrom(random, REJECTION_REASONS) : null,
    submitted_at: submitted.toISOString(),
    audited_at: rejected ? new Date(submitted.getTime() + (1 + random() * 3) * DAY_MS).toISOString() : null,
  };
}
