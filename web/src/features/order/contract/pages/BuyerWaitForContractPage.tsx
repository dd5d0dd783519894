import { WaitForContractPage } from './WaitForContractPage.tsx';

/** /manage/buyerwaitforbuycontract: the purchases whose contract waits (待签合同). */
export default function BuyerWaitForContractPage() {
  return <WaitForContractPage party="buyer" />;
}
