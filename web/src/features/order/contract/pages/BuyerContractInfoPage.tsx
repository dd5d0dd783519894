import { ContractInfoPage } from './ContractInfoPage.tsx';

/** /manage/buyercontractinfo?orderId=: a purchase's contract. */
export default function BuyerContractInfoPage() {
  return <ContractInfoPage party="buyer" />;
}
