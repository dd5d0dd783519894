import type { ReceiptOrder } from '@hgsc/contracts';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { ReceiptContractView } from './components/ReceiptContractView.tsx';
import { useReceiptContract } from './use-receipt-contract.ts';

/** An order the seller never took has no contract and never will: the section stays away. */
const NEVER_TAKEN: readonly ReceiptOrder['status'][] = ['applied', 'declined', 'withdrawn'];

/**
 * The receipt sale contract (仓单转让合同) on a receipt order's page, for either side: whose turn it is, the current
 * version with each side's signature, the PDF, the terms, and the side's steps (修改条款, 签署, 撤回/拒绝, downloads).
 * Given the order, it draws nothing for one never taken; given only its id, it asks the server. A step refreshes the
 * order's queries (its status becomes 签署完成 with the second signature).
 */
export function ReceiptContractSection({ order }: { order: Pick<ReceiptOrder, 'id' | 'status'> | number }) {
  const { t } = useTranslation();
  const orderId = typeof order === 'number' ? order : order.id;
  const taken = typeof order === 'number' || !NEVER_TAKEN.includes(order.status);
  const contract = useReceiptContract(orderId, taken);

  if (!taken) return null;
  if (contract.isPending)
    return (
      <Card title={t('receiptContractPage.title')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  // A reader of the order without the contract codes (receipt.view alone): which permission it lacks, not an error.
  if (contract.refused && isApiError(contract.error) && contract.error.code === 403)
    return (
      <Card title={t('receiptContractPage.title')}>
        <Alert
          type="info"
          showIcon
          data-testid="contract-no-permission"
          title={t('receiptContractPage.noPermission')}
          description={t('receiptContractPage.noPermissionHint')}
        />
      </Card>
    );
  if (contract.isError)
    return (
      <Card title={t('receiptContractPage.title')}>
        <Alert
          type={contract.refused ? 'info' : 'error'}
          showIcon
          data-testid="contract-load-failed"
          title={t('receiptContractPage.loadFailed')}
          description={isApiError(contract.error) ? contract.error.message : undefined}
          action={
            contract.refused ? undefined : (
              <Button size="small" onClick={() => void contract.refetch()}>
                {t('receiptContractPage.retry')}
              </Button>
            )
          }
        />
      </Card>
    );
  return <ReceiptContractView contract={contract.data} />;
}
