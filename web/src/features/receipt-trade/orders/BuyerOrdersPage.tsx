import { ProposalsCard } from '../proposals/ProposalsCard.tsx';
import { OrdersList } from './OrdersList.tsx';

/**
 * /manage/toApplyFor 我的购买申请: the orders the platform entered for the company waiting for its confirmation, then
 * its applications for listed receipts and the sellers' answers.
 */
export default function BuyerOrdersPage() {
  return (
    <>
      <ProposalsCard />
      <OrdersList side="buyer" />
    </>
  );
}
