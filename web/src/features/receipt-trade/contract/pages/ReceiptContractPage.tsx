import { Button, Flex, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { positiveInt } from '../../../../shared/url-query.ts';
import { DealFacts } from '../components/DealFacts.tsx';
import { ReceiptContractView } from '../components/ReceiptContractView.tsx';
import { RECEIPT_CONTRACT_LIST_PATH } from '../contract-paths.ts';
import { useReceiptContract } from '../use-receipt-contract.ts';

const FRAME = { maxWidth: 1100, margin: '24px auto', width: '100%', padding: '0 16px' } as const;

/**
 * /warehouseReceiptContract?orderId= (login required; the guard brings the person back after logging in): the link the
 * contract's notifications carry. A member of either side reads the deal, the contract's version and signatures and
 * the PDF, and takes its side's steps here; any other company is told the contract is not theirs to see (not found, as
 * the server answers it), a sub-account without the contract codes which permission it lacks.
 */
export default function ReceiptContractPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = positiveInt(search.get('orderId'));
  const contract = useReceiptContract(orderId);
  const toList = (
    <Link to={RECEIPT_CONTRACT_LIST_PATH}>
      <Button type="primary">{t('receiptContractPage.toList')}</Button>
    </Link>
  );

  if (orderId === undefined)
    return <Result status="warning" title={t('receiptContractPage.noOrderId')} extra={toList} data-testid="contract-no-id" />;
  if (contract.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={FRAME} />;
  if (contract.refused && isApiError(contract.error) && contract.error.code === 403)
    return (
      <Result
        status="403"
        title={t('receiptContractPage.noPermission')}
        subTitle={t('receiptContractPage.noPermissionHint')}
        data-testid="contract-no-permission"
      />
    );
  if (contract.refused)
    return (
      <Result
        status="404"
        title={t('receiptContractPage.notYours')}
        subTitle={t('receiptContractPage.notYoursHint')}
        extra={toList}
        data-testid="contract-not-yours"
      />
    );
  if (contract.isError)
    return (
      <Result
        status="error"
        title={t('receiptContractPage.loadFailed')}
        subTitle={isApiError(contract.error) ? contract.error.message : undefined}
        extra={<Button onClick={() => void contract.refetch()}>{t('receiptContractPage.retry')}</Button>}
        data-testid="contract-load-failed"
      />
    );
  return (
    <Flex vertical style={FRAME}>
      <ReceiptContractView contract={contract.data} deal={<DealFacts contract={contract.data} />} />
    </Flex>
  );
}
