import type { Listing } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { LISTINGS_KEY, listingApi, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { isZeroQuantity } from '../listing-rules.ts';
import { RepriceModal } from './RepriceModal.tsx';
import { useMayTrade } from './useMayTrade.ts';

/**
 * The seller's steps on a listing: 调价 (a dialog) and 摘牌 (asked first: the receipt is free again), as the listing's
 * `actions` allow them. While buyers' applications wait the server allows neither; the buttons then stay, disabled,
 * saying why, so the seller knows to answer the applications first.
 */
export function useListingSteps() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const may = useMayTrade();
  const [repricing, setRepricing] = useState<Listing | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
    ]);

  const delist = (listing: Listing) =>
    confirm({
      title: t('receiptTrade.delist.title', { no: listing.listingNo }),
      content: t('receiptTrade.delist.content', { receiptNo: listing.receiptNo, quantity: formatNumber(listing.availableQty) }),
      okText: t('receiptTrade.delist.ok'),
      okTestId: 'listing-delist-confirm',
      onOk: async () => {
        await listingApi.delist(listing.id);
        showSuccessToast(t('listing.delistedOk'));
        await refresh();
      },
    });

  const buttons = (listing: Listing): ReactNode => {
    if (!may || listing.status !== 'listed') return null;
    const waiting = !isZeroQuantity(listing.reservedQty);
    const step = (name: 'reprice' | 'delist', onClick: () => void) => {
      const button = (
        <Button
          key={name}
          type="link"
          size="small"
          danger={name === 'delist'}
          style={{ padding: 0 }}
          disabled={!listing.actions.includes(name)}
          onClick={onClick}
          aria-label={t('receiptTrade.listings.stepOf', { action: t(`receiptTrade.step.${name}`), no: listing.listingNo })}
          data-testid={`listing-${name}-${listing.id}`}
        >
          {t(`receiptTrade.step.${name}`)}
        </Button>
      );
      return waiting ? (
        <Tooltip key={name} title={t('listing.hasApplications')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      );
    };
    return [step('reprice', () => setRepricing(listing)), step('delist', () => delist(listing))];
  };

  const dialog = repricing ? (
    <RepriceModal key={repricing.id} listing={repricing} onClose={() => setRepricing(null)} onDone={refresh} />
  ) : null;

  return { buttons, dialog };
}
