import { CarOutlined } from '@ant-design/icons';
import type { Receipt } from '@hgsc/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useHasCode } from './usePermission.ts';

/** Where the holder asks to pick up goods of a receipt. */
export const applyPath = (receiptId: number) => `/manage/billDetails?receiptId=${receiptId}`;

/**
 * 申请提货 on a receipt's page: for its holder with the bill-of-lading code, while the receipt is in force and nothing
 * holds it (a listing, a pledge, another pick-up). The request page checks it again and says why not.
 */
export function PickupButton({ receipt }: { receipt: Pick<Receipt, 'id' | 'status' | 'lock' | 'sides'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const may = useHasCode('receipt.billOfLading');
  if (!may || !receipt.sides.includes('holder') || receipt.status !== 'active' || receipt.lock !== 'none') return null;
  return (
    <Button icon={<CarOutlined />} onClick={() => void navigate(applyPath(receipt.id))} data-testid="wr-receipt-pickup">
      {t('billPage.apply.button')}
    </Button>
  );
}
