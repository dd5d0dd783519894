import type { ReceiptOrder } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useSession } from '../../../shared/session.ts';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb.tsx';
import { positiveInt } from '../../../shared/url-query.ts';
import { ApplyModal } from '../components/ApplyModal.tsx';
import { ListingFacts } from '../market/ListingFacts.tsx';
import { ListingOffer } from '../market/ListingOffer.tsx';
import { HazardTag, productWords } from '../market/ListingWords.tsx';
import { marketQueries } from '../market/queries.ts';
import '../market/market.css';

/** 挂牌不存在或已结束: an unknown id, or a listing the market no longer shows; the way back to the market. */
function ListingGone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('receiptMarket.gone')}
      subTitle={t('receiptMarket.goneHint')}
      data-testid="rm-gone"
      extra={
        <Button type="primary" onClick={() => navigate('/receiptMarket')}>
          {t('receiptMarket.back')}
        </Button>
      }
    />
  );
}

/**
 * /receiptMarket/:id: one listing, for anyone while it is offered — the offer beside the receipt's verified facts
 * and the way to check its title certificate — and 申请购买 for a signed-in buyer (a visitor signs in first). The
 * seller sees its own listing, ended too, with the way to manage it instead.
 */
export default function ListingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const id = positiveInt(params.id ?? null);
  const session = useSession();
  const viewer = session.loggedIn ? (session.userInfo?.id ?? 0) : 'visitor';
  const info = useQuery({ ...marketQueries.info(id ?? 0, viewer), enabled: id !== undefined });
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<ReceiptOrder | null>(null);

  if (id === undefined) return <ListingGone />;
  if (info.isPending)
    return (
      <div aria-busy="true" style={{ background: '#fff', padding: 24, borderRadius: 6 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (info.isError)
    return isApiError(info.error) && info.error.status === 404 ? (
      <ListingGone />
    ) : (
      <Empty description={t('receiptMarket.loadFailed')}>
        <Button onClick={() => void info.refetch()}>{t('system.retry')}</Button>
      </Empty>
    );
  const listing = info.data;
  const product = productWords(listing, language);
  return (
    <div className="receipt-listing">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/">{t('route.home')}</Link> },
          { title: <Link to="/receiptMarket">{t('route.receiptMarket')}</Link> },
          { title: listing.listingNo },
        ]}
      />
      <h1 className="rm-listing-title" data-testid="rm-listing-title">
        {product}
        <HazardTag listing={listing} />
      </h1>
      <p className="muted" style={{ marginTop: 0 }}>
        CAS {listing.casNumber} · {listing.brand} · {listing.warehouseName} · {listing.place} ·{' '}
        {t('receiptMarket.listingNo', { listingNo: listing.listingNo })}
      </p>
      <div className="rm-listing-top">
        <ListingFacts listing={listing} />
        <ListingOffer listing={listing} applied={applied} onApply={() => setApplying(true)} />
      </div>
      {applying && (
        <ApplyModal
          listing={listing}
          onClose={() => setApplying(false)}
          onApplied={(order) => {
            setApplied(order);
          }}
        />
      )}
    </div>
  );
}
