import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';
import { ADDRESS_KEY, addressApi } from '../api.ts';

/**
 * Where the seller delivers (卖方送货): one of the buyer company's addresses, the default one picked to start with,
 * each read as the checkout reads it. A company without an address is pointed to /manage/myaddress in a new tab, so
 * the dialog's typed values stay; coming back to the window reads the addresses again and offers the one just added.
 * Held by a Form.Item, which passes `value` and `onChange`. Applying for a receipt, shipping one and selecting a
 * quote ask it.
 */
export function DeliveryAddressSelect({
  id,
  value,
  onChange,
  testId = 'rm-apply-address',
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const addresses = useQuery({ queryKey: ADDRESS_KEY, queryFn: addressApi.list, refetchOnWindowFocus: 'always' });
  const list = addresses.data ?? [];
  const defaultId = list.find((address) => address.isDefault)?.id;
  const known = value !== undefined && list.some((address) => address.id === value);

  // The default to start with, and again if the chosen address is gone from the list.
  useEffect(() => {
    if (!known && defaultId !== undefined) onChange?.(defaultId);
  }, [known, defaultId, onChange]);

  if (addresses.isSuccess && list.length === 0)
    return (
      <span id={id} className="muted" data-testid="rm-apply-no-address">
        {t('receiptMarket.noAddress')}{' '}
        <a href="/manage/myaddress" target="_blank" rel="noopener" data-testid="rm-apply-add-address">
          {t('receiptMarket.noAddressLink')}
        </a>
      </span>
    );
  return (
    <Select<number>
      id={id}
      value={known ? value : undefined}
      onChange={onChange}
      loading={addresses.isPending}
      disabled={!addresses.isSuccess}
      placeholder={t('receiptMarket.addressRequired')}
      options={list.map((address) => ({
        value: address.id,
        label: (
          <>
            {address.contactName} {address.contactMobile} <AddressWords address={address} />
          </>
        ),
      }))}
      data-testid={testId}
    />
  );
}

/** The form's 收货地址 field (`addressId`), required: the select above under its label. */
export function DeliveryAddressField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="addressId"
      label={t('receiptMarket.address')}
      rules={[{ required: true, message: t('receiptMarket.addressRequired') }]}
    >
      <DeliveryAddressSelect {...(testId ? { testId } : {})} />
    </Form.Item>
  );
}
