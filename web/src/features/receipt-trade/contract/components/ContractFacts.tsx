import type { ReceiptContract } from '@hgsc/contracts';
import { Descriptions, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { type ContractSide, contractStageColor, contractTurn } from '../contract-turn.ts';

type Current = NonNullable<ReceiptContract['contract']>;

/** A side's signature: its company, the person who signed and when; or not yet. */
const signatureOf = (current: Current, side: ContractSide, t: TFunction) => {
  const signature = current.signatures.find((s) => s.party === side);
  return signature
    ? t('receiptContractPage.signedBy', {
        company: signature.companyName,
        signer: signature.signerName,
        time: formatDate(signature.signedAt),
      })
    : t('receiptContractPage.notSigned');
};

/** The contract's status tag, beside a 待您处理 tag when it waits on the caller. */
export function ContractStatusTags({ contract }: { contract: ReceiptContract }) {
  const { t } = useTranslation();
  const turn = contractTurn(contract);
  if (!contract.contract) return null;
  return (
    <Space size={4} wrap>
      <Tag color={contractStageColor(turn.stage)} data-testid="contract-status" data-status={contract.contract.status}>
        {contract.contract.statusLabel}
      </Tag>
      {turn.yours && <Tag color="red">{t('receiptContractPage.yourTurn')}</Tag>}
    </Space>
  );
}

/**
 * The current version: number, version, when it was drawn up, each side's signature and the file's hash (its status
 * stands in the section's title, beside the 待您处理 tag).
 */
export function ContractFacts({ contract }: { contract: ReceiptContract }) {
  const { t } = useTranslation();
  const current = contract.contract;
  if (!current) return null;
  const items: DescriptionsProps['items'] = [
    {
      key: 'contractNo',
      label: t('receiptContractPage.contractNo'),
      children: (
        <Typography.Text copyable data-testid="contract-no">
          {current.contractNo}
        </Typography.Text>
      ),
    },
    {
      key: 'version',
      label: t('receiptContractPage.version'),
      children: (
        <span data-testid="contract-version" data-version={current.version}>
          {t('receiptContractPage.versionValue', { version: current.version })}
        </span>
      ),
    },
    { key: 'generatedAt', label: t('receiptContractPage.generatedAt'), children: formatDate(current.generatedAt) },
    {
      key: 'sellerSignature',
      label: t('receiptContractPage.sellerSignature'),
      children: <span data-testid="contract-seller-signature">{signatureOf(current, 'seller', t)}</span>,
    },
    {
      key: 'buyerSignature',
      label: t('receiptContractPage.buyerSignature'),
      children: <span data-testid="contract-buyer-signature">{signatureOf(current, 'buyer', t)}</span>,
    },
    {
      key: 'sha256',
      label: t('receiptContractPage.sha256'),
      span: 2,
      children: (
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="contract-sha256">
          {current.sha256}
        </Typography.Text>
      ),
    },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}
