import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import TransferInboxPage from '../keeper/TransferInboxPage.tsx';
import { KeeperExchanges } from './KeeperExchanges.tsx';

type Kind = 'transfer' | 'exchange';

/**
 * /manage/orderReceiv: the keeper's inbox in two segments, the receipt orders' transfers (过户确认) and the exchanges'
 * endorsements (串换背书); `?kind=exchange` (the link the exchanges' notifications carry) opens the second.
 */
export default function KeeperInboxPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind: Kind = search.get('kind') === 'exchange' ? 'exchange' : 'transfer';
  return (
    <>
      <Segmented<Kind>
        style={{ marginBottom: 12 }}
        value={kind}
        onChange={(next) => setSearch(next === 'exchange' ? { kind: next } : {})}
        options={[
          { value: 'transfer', label: <span data-testid="inbox-kind-transfer">{t('route.manage.orderReceiv')}</span> },
          { value: 'exchange', label: <span data-testid="inbox-kind-exchange">{t('receiptTrade.exchange.keeper.title')}</span> },
        ]}
      />
      {kind === 'exchange' ? <KeeperExchanges /> : <TransferInboxPage />}
    </>
  );
}
