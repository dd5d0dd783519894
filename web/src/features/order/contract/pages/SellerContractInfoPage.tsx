import { ContractInfoPage } from './ContractInfoPage.tsx';

/** /manage/sellercontractinfo?orderId=: a sale's contract. */
export default function SellerContractInfoPage() {
  return <ContractInfoPage party="seller" />;
}
