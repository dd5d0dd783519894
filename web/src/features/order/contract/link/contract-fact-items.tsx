import type { ContractSharedView } from '@hgsc/contracts';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../../shared/format.ts';

type ContractFacts = Pick<
  ContractSharedView,
  'contractNo' | 'orderNo' | 'buyerCompanyName' | 'sellerCompanyName' | 'totalAmount' | 'currency'
>;

/** What a contract opened by link shows first (number, order, parties, amount): the signing and the extraction pages. */
export const contractFactItems = (
  t: TFunction,
  facts: ContractFacts,
  testIdPrefix: string,
): NonNullable<DescriptionsProps['items']> => [
  {
    key: 'contractNo',
    label: t('contractPage.info.contractNo'),
    children: <span data-testid={`${testIdPrefix}-contract-no`}>{facts.contractNo}</span>,
  },
  { key: 'orderNo', label: t('contractPage.info.orderNo'), children: facts.orderNo },
  { key: 'buyer', label: t('contractPage.party.buyer'), children: facts.buyerCompanyName },
  { key: 'seller', label: t('contractPage.party.seller'), children: facts.sellerCompanyName },
  { key: 'amount', label: t('contractPage.info.amount'), children: formatMoney(facts.totalAmount, facts.currency) },
];
