import { ExchangeDetail } from './ExchangeDetail.tsx';

/** /manage/orderexchangetoApplydetails 串换详情（挂牌方）: quote the premium, decline, countersign, confirm a premium arrived. */
export default function CounterpartyExchangePage() {
  return <ExchangeDetail side="counterparty" />;
}
