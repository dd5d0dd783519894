import { type CompanyDetail, SHOP_FIELDS, type ShopDetail } from '@hgsc/contracts';

/** The shop form (entry application and shop profile); the three place codes are one cascader. */
export interface ShopFormValues {
  name: string;
  logoKey?: string;
  bannerKey?: string;
  intro?: string;
  mainProducts?: string;
  contactName: string;
  contactMobile: string;
  contactPhone?: string;
  region?: string[];
  address: string;
  /** The shop entry agreement read and accepted (first application only). */
  agreed?: boolean;
}

/** Server field (data.field of a 400/409) → form field. */
export const SHOP_FIELD_MAP: Record<string, string> = {
  ...Object.fromEntries(SHOP_FIELDS.map((field) => [field, field])),
  provinceCode: 'region',
  cityCode: 'region',
  areaCode: 'region',
  agreementVersion: 'agreed',
};

export const shopFormValuesOf = (shop: ShopDetail): ShopFormValues => ({
  name: shop.name,
  logoKey: shop.logoKey ?? undefined,
  bannerKey: shop.bannerKey ?? undefined,
  intro: shop.intro ?? '',
  mainProducts: shop.mainProducts ?? '',
  contactName: shop.contactName,
  contactMobile: shop.contactMobile,
  contactPhone: shop.contactPhone ?? '',
  region: shop.provinceCode && shop.cityCode && shop.areaCode ? [shop.provinceCode, shop.cityCode, shop.areaCode] : [],
  address: shop.address ?? '',
});

/** A first application's values: the certified company's contact and registered address (the form may change them). */
export const shopFormValuesFromCompany = (company: CompanyDetail | null | undefined): Partial<ShopFormValues> => ({
  intro: '',
  mainProducts: '',
  contactPhone: '',
  ...(company
    ? {
        contactName: company.contactName,
        contactMobile: company.contactMobile,
        region: [company.provinceCode, company.cityCode, company.areaCode],
        address: company.registeredAddress,
      }
    : {}),
});

/**
 * The display fields as /shop/save, /shop/update and /shop/register take them. Optional texts are
 * sent even when empty (an empty text clears the stored one); an image is sent only once picked,
 * since it can be replaced but not removed.
 */
export function shopDisplayBody(values: ShopFormValues) {
  const [provinceCode = '', cityCode = '', areaCode = ''] = values.region ?? [];
  return {
    ...(values.logoKey ? { logoKey: values.logoKey } : {}),
    ...(values.bannerKey ? { bannerKey: values.bannerKey } : {}),
    intro: values.intro?.trim() ?? '',
    mainProducts: values.mainProducts?.trim() ?? '',
    contactName: values.contactName.trim(),
    contactMobile: values.contactMobile.trim(),
    contactPhone: values.contactPhone?.trim() ?? '',
    provinceCode,
    cityCode,
    areaCode,
    address: values.address.trim(),
  };
}

/** The whole application (name included) for /shop/register and /shop/update. */
export const shopApplicationBody = (values: ShopFormValues) => ({ name: values.name.trim(), ...shopDisplayBody(values) });
