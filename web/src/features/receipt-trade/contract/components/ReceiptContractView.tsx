import type { ReceiptContract } from '@hgsc/contracts';
import { Card, Divider, Empty, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { ContractActions } from './ContractActions.tsx';
import { ContractFacts, ContractStatusTags } from './ContractFacts.tsx';
import { ContractPdf } from './ContractPdf.tsx';
import { ContractTerms } from './ContractTerms.tsx';
import { ContractTurnNotice } from './ContractTurnNotice.tsx';

/**
 * A receipt sale contract as one side reads it: whose turn it is, the side's steps, the current version and its
 * signatures, the terms, and the PDF. `deal` (the contract's own page) puts the order's facts above the version's.
 */
export function ReceiptContractView({ contract, deal }: { contract: ReceiptContract; deal?: ReactNode }) {
  const { t } = useTranslation();
  const current = contract.contract;
  const inForce = current !== null && current.status !== 'cancelled';
  return (
    <Flex vertical gap="middle" data-testid="receipt-contract" data-order-id={contract.orderId}>
      <Card
        title={
          <Space wrap>
            {t('receiptContractPage.title')}
            <ContractStatusTags contract={contract} />
          </Space>
        }
        extra={<ContractActions contract={contract} />}
      >
        <ContractTurnNotice contract={contract} />
        {deal}
        {current ? (
          <ContractFacts contract={contract} />
        ) : (
          <Empty description={t('receiptContractPage.none')} data-testid="contract-none" />
        )}
        <Divider titlePlacement="start" plain>
          {t('receiptContractPage.terms')}
        </Divider>
        <ContractTerms terms={contract.terms} />
      </Card>
      {inForce && (
        <Card title={t('receiptContractPage.pdf')}>
          <ContractPdf orderId={contract.orderId} sha256={current.sha256} />
        </Card>
      )}
    </Flex>
  );
}
