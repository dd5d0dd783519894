import type { Listing, ReceiptOrder } from '@hgsc/contracts';
import { Alert, Button, Card } from 'antd';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { loginUrlWithRedirect } from '../../../shared/navigation.ts';
import { useSession } from '../../../shared/session.ts';
import { quantityWords, UnitPrice } from './ListingWords.tsx';

/** What stands between this person and an application: none (the button), or what to say instead. */
function ApplyArea({ listing, applied, onApply }: { listing: Listing; applied: ReceiptOrder | null; onApply: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  if (applied)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="rm-applied"
        title={t('receiptMarket.applied', { orderNo: applied.orderNo })}
        description={
          <Link to={`/manage/toApplyFordetails?id=${applied.id}`} className="text-link" data-testid="rm-applied-link">
            {t('receiptMarket.appliedLink')}
          </Link>
        }
      />
    );
  if (listing.sides.includes('seller'))
    return (
      <Alert
        type="info"
        showIcon
        data-testid="rm-own"
        title={t('receiptMarket.own')}
        description={
          <Link to="/manage/warehouseReceiptsonlist" className="text-link">
            {t('receiptMarket.ownLink')}
          </Link>
        }
      />
    );
  if (listing.status !== 'listed')
    return (
      <Alert type="warning" showIcon data-testid="rm-ended" title={t('receiptMarket.ended', { status: listing.statusLabel })} />
    );
  if (new Decimal(listing.availableQty).isZero())
    return <Alert type="warning" showIcon data-testid="rm-held" title={t('receiptMarket.soldOutNow')} />;
  return (
    <>
      <Button
        type="primary"
        danger
        size="large"
        block
        data-testid="rm-apply"
        // A visitor signs in first and comes back to this listing.
        onClick={() => (loggedIn ? onApply() : navigate(loginUrlWithRedirect(`/receiptMarket/${listing.id}`)))}
      >
        {t(loggedIn ? 'receiptMarket.apply' : 'receiptMarket.applyLogin')}
      </Button>
      {/* A holder of the same product elsewhere or of another brand swaps its receipt for this one (仓单串换). */}
      {loggedIn && (
        <Button
          size="large"
          block
          style={{ marginTop: 8 }}
          data-testid="rm-exchange"
          onClick={() => void navigate(`/manage/newExchangeDetails?listingId=${listing.id}`)}
        >
          {t('receiptMarket.exchange')}
        </Button>
      )}
    </>
  );
}

/** The offer, what a trader decides on: the price, what is left, the lot, delivery, the last day and the seller. */
export function ListingOffer({
  listing,
  applied,
  onApply,
}: {
  listing: Listing;
  applied: ReceiptOrder | null;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = (value: string) => quantityWords(value, listing.unit, language);
  const rows: [string, ReactNode][] = [
    ['offer.lot', `${words(listing.minQty)} / ${words(listing.step)}`],
    ['offer.delivery', listing.deliveryModeLabel],
    ['offer.validUntil', listing.validUntil],
    ['offer.seller', listing.sellerCompanyName],
  ];
  if (listing.status !== 'listed') rows.push(['offer.status', listing.statusLabel]);
  if (listing.remark) rows.push(['offer.remark', listing.remark]);
  return (
    <Card title={t('receiptMarket.offer')} data-testid="rm-offer">
      <div className="muted">{t('receiptMarket.offer.price')}</div>
      <UnitPrice listing={listing} className="rm-offer-price" testId="rm-offer-price" />
      <div className="muted" style={{ marginTop: 12 }}>
        {t('receiptMarket.offer.available')}
      </div>
      <div className="rm-offer-big" data-testid="rm-offer-available">
        {words(listing.availableQty)}
      </div>
      <div className="muted" style={{ fontSize: 12, marginBottom: 16 }}>
        {t('receiptMarket.offer.availableHint', {
          listed: words(listing.listedQty),
          sold: words(listing.soldQty),
          reserved: words(listing.reservedQty),
        })}
      </div>
      <dl className="rm-offer-list">
        {rows.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`receiptMarket.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApplyArea listing={listing} applied={applied} onApply={onApply} />
    </Card>
  );
}
