import { type ReceiptProposal, unitWords } from '@hgsc/contracts';
import { Descriptions } from 'antd';
import Decimal from 'decimal.js';
import { formatDate } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AddressWords } from '../../../shared/ui/MarketWords.tsx';

/** What an entered order says: the goods, how much and for how much, where, who phoned and who entered it. */
export function ProposalFacts({ proposal, columns = 3 }: { proposal: ReceiptProposal; columns?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const address = proposal.deliveryAddress;
  return (
    <Descriptions size="small" column={columns} data-testid={`proposal-facts-${proposal.id}`}>
      <Descriptions.Item label={t('receiptProposal.goods')}>
        <ProductWithGrade name={proposal.productName} grade={proposal.grade} />
      </Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.quantity')}>
        <Quantity value={proposal.quantity} unit={proposal.unit} />
      </Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.amount')}>
        <strong data-testid="proposal-amount">{yuan(proposal.amount)}</strong>
        &nbsp;({t('receiptProposal.unitPrice', { price: yuan(proposal.unitPrice), unit: unitWords(proposal.unit, language) })})
      </Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.seller')}>{proposal.sellerCompanyName}</Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.warehouse')}>{proposal.warehouseName}</Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.delivery')}>{proposal.deliveryModeLabel}</Descriptions.Item>
      {address && (
        <Descriptions.Item label={t('receiptProposal.address')} span={columns}>
          {address.contactName} {address.contactMobile} <AddressWords address={address} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('receiptProposal.caller')}>
        {`${proposal.callerName} ${proposal.callerPhone}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.enteredBy')}>
        {t('receiptProposal.enteredAt', {
          name: proposal.proposedByName,
          at: formatDate(proposal.createdAt, 'YYYY-MM-DD HH:mm'),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('receiptProposal.listingNo')}>{proposal.listingNo}</Descriptions.Item>
      {proposal.remark && (
        <Descriptions.Item label={t('receiptProposal.remark')} span={columns}>
          {proposal.remark}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The listing was repriced since the operator entered the order: it cannot be confirmed at the price told. */
export const repriced = (proposal: ReceiptProposal) => !new Decimal(proposal.unitPrice).equals(proposal.listingUnitPrice);
