import { TagsOutlined } from '@ant-design/icons';
import type { Listing, Receipt } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LISTINGS_KEY, WAREHOUSE_RECEIPTS_ROOT } from '../api.ts';
import { ListReceiptModal } from './ListReceiptModal.tsx';
import { useMayTrade } from './useMayTrade.ts';

export const MY_LISTINGS_PATH = '/manage/warehouseReceiptsonlist';

/**
 * 挂牌出售 on a receipt's page: for its holder with receipt.trade, while the receipt is in force and nothing holds it
 * (a listing, a pledge, a pick-up). Once listed, the receipt's page is read again (it is locked, or split with the
 * listed part locked) and the listing is pointed to on 我的挂牌. The dialogs outlive the button, which the listing hides.
 */
export function ListReceiptButton({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const may = useMayTrade();
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState<Listing | null>(null);
  const shown = may && receipt.sides.includes('holder') && receipt.status === 'active' && receipt.lock === 'none';

  const afterListing = async (listing: Listing) => {
    setListed(listing);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: WAREHOUSE_RECEIPTS_ROOT }),
      queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['nodeLog', 'warehouseReceipt'] }),
    ]);
  };

  return (
    <>
      {shown && (
        <Button icon={<TagsOutlined />} onClick={() => setOpen(true)} data-testid="wr-receipt-list">
          {t('receiptTrade.list.button')}
        </Button>
      )}
      {open && <ListReceiptModal receipt={receipt} onClose={() => setOpen(false)} onListed={afterListing} />}
      {listed && (
        <Modal
          open
          footer={null}
          onCancel={() => setListed(null)}
          destroyOnHidden
          data-testid="listing-saved"
          title={t('receiptTrade.list.savedTitle')}
        >
          <Result
            status="success"
            title={
              <span data-testid="listing-saved-no" data-listing-id={listed.id}>
                {t('receiptTrade.list.savedNo', { no: listed.listingNo })}
              </span>
            }
            subTitle={t('receiptTrade.list.savedHint', {
              quantity: formatNumber(listed.listedQty),
              receiptNo: listed.receiptNo,
            })}
            extra={[
              <Button key="mine" type="primary" onClick={() => void navigate(MY_LISTINGS_PATH)} data-testid="listing-saved-mine">
                {t('receiptTrade.list.toMine')}
              </Button>,
              <Button key="stay" onClick={() => setListed(null)}>
                {t('receiptTrade.list.stay')}
              </Button>,
            ]}
          />
        </Modal>
      )}
    </>
  );
}
