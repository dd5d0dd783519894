import { z } from 'zod';
import { emptySchema } from './envelope.ts';
import { idField, MOBILE_PATTERN, stringField } from './fields.ts';
import { placeCodeField } from './places.ts';
import { defineRoute } from './route.ts';

/** A company keeps at most this many delivery/receiving addresses (409 over it). */
export const ADDRESS_LIMIT = 50;

/** Mainland landline: area code 0xx/0xxx, 7–8 digits, optional extension (010-12345678, 0571-87654321-123). */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

/** A contact number: a mainland mobile or a landline. */
export const contactPhoneField = stringField()
  .trim()
  .refine((v) => MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v), { error: 'address.phoneInvalid' });

const addressFields = {
  contactName: stringField().trim().min(1, { error: 'field.required' }).max(30, { error: 'field.tooLong' }),
  contactMobile: contactPhoneField,
  /** GB/T 2260 codes from /province/list, /city/list, /area/list; they must form one chain. */
  provinceCode: placeCodeField,
  cityCode: placeCodeField,
  areaCode: placeCodeField,
  /** Street, building, door number. */
  detail: stringField().trim().min(1, { error: 'field.required' }).max(200, { error: 'field.tooLong' }),
  /** true makes it the company's default address (the previous default stops being one). */
  isDefault: z.boolean({ error: 'field.invalid' }).optional(),
};

/** POST /company/address/saveAddress. The company's first address becomes its default. */
export const addressSaveBody = z.object(addressFields).strict();
export type AddressSaveBody = z.infer<typeof addressSaveBody>;

/**
 * POST /company/address/updateAddress: every field again (the form sends them all). `isDefault: true`
 * makes it the default; false or absent leaves the default as it is (set another one as default instead).
 */
export const addressUpdateBody = z.object({ id: idField, ...addressFields }).strict();
export type AddressUpdateBody = z.infer<typeof addressUpdateBody>;

/** POST /company/address/del and /company/address/default (SPEC: "sends an id"). */
export const addressIdBody = z.object({ id: idField }).strict();

export const addressSchema = z.object({
  id: z.number().int(),
  contactName: z.string(),
  contactMobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  /** SPEC §3 "Address: id, province, city, area" — the division names. */
  province: z.string(),
  city: z.string(),
  area: z.string(),
  detail: z.string(),
  /** province + city + area + detail, for display (municipalities are not repeated). */
  fullAddress: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /company/address/selectAddress: every address of the active company, the default first (at most 100). */
export const addressListSchema = z.array(addressSchema);

const tags = ['company address'];
const permission = 'company.address';

/** SPEC §7 "Company": the active company's delivery/receiving addresses (/manage/myaddress). */
export const addressRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/company/address/selectAddress',
    answer: addressListSchema,
    summary: 'The active company’s addresses, the default first (at most 100)',
    tags,
    permission,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/company/address/saveAddress',
    input: addressSaveBody,
    answer: addressSchema,
    summary: 'Add an address (province/city/area codes from the places calls; the first one becomes the default)',
    tags,
    permission,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/company/address/updateAddress',
    input: addressUpdateBody,
    answer: addressSchema,
    summary: 'Edit one of the company’s addresses (isDefault: true also makes it the default)',
    tags,
    permission,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/company/address/del',
    input: addressIdBody,
    answer: emptySchema,
    summary: 'Delete one of the company’s addresses (the newest remaining one becomes the default)',
    tags,
    permission,
  }),
  setDefault: defineRoute({
    method: 'POST',
    path: '/company/address/default',
    input: addressIdBody,
    answer: addressSchema,
    summary: 'Make one address the company’s only default (sends an id)',
    tags,
    permission,
  }),
};
