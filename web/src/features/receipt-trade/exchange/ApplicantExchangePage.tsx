import { ExchangeDetail } from './ExchangeDetail.tsx';

/** /manage/exchangedetails 串换详情（申请方）: accept the quote and sign, cancel, confirm a discount arrived. */
export default function ApplicantExchangePage() {
  return <ExchangeDetail side="applicant" />;
}
