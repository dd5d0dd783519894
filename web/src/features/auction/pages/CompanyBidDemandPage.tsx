import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuctionHall } from './BidDemandPage.tsx';

/** /companyBidDemand?companyId= 企业竞价: one company's auctions, upcoming, live and ended. */
export default function CompanyBidDemandPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const companyId = Number(search.get('companyId'));
  if (!Number.isInteger(companyId) || companyId <= 0) return <Result status="404" title={t('auction.company.missing')} />;
  return <AuctionHall companyId={companyId} title={t('route.companyBidDemand')} />;
}
