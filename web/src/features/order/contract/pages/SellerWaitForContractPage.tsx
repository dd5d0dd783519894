import { WaitForContractPage } from './WaitForContractPage.tsx';

/** /manage/sellerwaitforsellercontract: the sales whose contract waits (销售合同). */
export default function SellerWaitForContractPage() {
  return <WaitForContractPage party="seller" />;
}
