import type { Listing } from '@hgsc/contracts';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { HazardTag, productWords, quantityWords, UnitPrice } from './ListingWords.tsx';

/**
 * The offers as rows a trader scans at a glance: what (and whether dangerous), where it lies, the price, what is left
 * of it, the lot, delivery, the last day and who sells. A plain table: antd's would bring its whole engine into a
 * public page, for a list that neither sorts nor selects by column.
 */
export function ListingTable({ listings, busy }: { listings: Listing[]; busy: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="rm-table-wrap" aria-busy={busy}>
      <table className="rm-table" data-testid="rm-table">
        <thead>
          <tr>
            <th scope="col">{t('receiptMarket.col.product')}</th>
            <th scope="col">{t('receiptMarket.col.warehouse')}</th>
            <th scope="col" className="rm-num">
              {t('receiptMarket.col.price')}
            </th>
            <th scope="col" className="rm-num">
              {t('receiptMarket.col.available')}
            </th>
            <th scope="col">{t('receiptMarket.col.lot')}</th>
            <th scope="col">{t('receiptMarket.col.delivery')}</th>
            <th scope="col">{t('receiptMarket.col.validUntil')}</th>
            <th scope="col">{t('receiptMarket.col.seller')}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => {
            const product = productWords(listing, language);
            return (
              <tr key={listing.id} data-testid={`rm-row-${listing.id}`}>
                <td>
                  <Link
                    to={`/receiptMarket/${listing.id}`}
                    className="rm-product"
                    aria-label={t('receiptMarket.viewOf', { product, listingNo: listing.listingNo })}
                  >
                    {product}
                  </Link>
                  <HazardTag listing={listing} />
                  <div className="rm-sub">
                    CAS {listing.casNumber} · {listing.brand}
                  </div>
                </td>
                <td>
                  <div>{listing.warehouseName}</div>
                  <div className="rm-sub">{listing.place}</div>
                </td>
                <td className="rm-num">
                  <UnitPrice listing={listing} />
                </td>
                <td className="rm-num">
                  <div className="rm-available">
                    <Quantity value={listing.availableQty} unit={listing.unit} />
                  </div>
                  <div className="rm-sub">
                    {t('receiptMarket.ofListed', { listed: quantityWords(listing.listedQty, listing.unit, language) })}
                  </div>
                </td>
                <td>
                  <div>
                    <Quantity value={listing.minQty} unit={listing.unit} />
                  </div>
                  <div className="rm-sub">
                    {t('receiptMarket.lotStep', { step: quantityWords(listing.step, listing.unit, language) })}
                  </div>
                </td>
                <td>{listing.deliveryModeLabel}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{listing.validUntil}</td>
                <td style={{ maxWidth: 180 }}>{listing.sellerCompanyName}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
