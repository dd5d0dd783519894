import type { DeliveryMode, Invoice, OrderSettle } from '@hgsc/contracts';

export interface CheckoutDefaults {
  deliveryMode: DeliveryMode;
  addressId?: number;
  needInvoice: boolean;
  invoice: Partial<Invoice>;
}

/**
 * The checkout form's first values: the company's default address; the invoice of its latest order (asked for again),
 * else one filled from the certified company (title, tax number, bank, address), unticked until the buyer wants it.
 */
export function checkoutDefaults(
  settle: Pick<OrderSettle, 'defaultAddress' | 'defaultInvoice' | 'companyInvoice'>,
): CheckoutDefaults {
  return {
    deliveryMode: 'logistics',
    addressId: settle.defaultAddress?.id,
    needInvoice: settle.defaultInvoice !== null,
    invoice: settle.defaultInvoice ?? settle.companyInvoice ?? { type: 'normal' },
  };
}
