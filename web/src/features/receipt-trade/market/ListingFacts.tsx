import { gradeWords, type Listing, unitWords } from '@hgsc/contracts';
import { Card, Descriptions, Tag } from 'antd';
import Decimal from 'decimal.js';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';

/**
 * What the receipt behind a listing is, as the warehouse registered it and the platform approved it: the goods, where
 * they lie and who keeps them, and what storing them has cost so far (the seller's until the transfer). The title
 * certificate's public check confirms it independently of the seller.
 */
export function ListingFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const orDash = (value: string | null) => value || '-';
  const items = [
    [
      'receiptNo',
      <span key="no" data-testid="rm-fact-receipt">
        {listing.receiptNo}
      </span>,
    ],
    ['warehouse', `${listing.warehouseName} · ${listing.warehouseCode}`],
    ['keeper', listing.keeperCompanyName],
    ['place', listing.place],
    ['product', listing.productName],
    ['grade', gradeWords(listing.grade, language) || '-'],
    ['cas', listing.casNumber],
    [
      'hazard',
      listing.hazardClass ? (
        <Tag key="hazard" color="red">
          {t('receiptMarket.hazardFull', { hazardClass: listing.hazardClass, un: listing.unNumber ?? '-' })}
        </Tag>
      ) : (
        t('receiptMarket.notDangerous')
      ),
    ],
    ['brand', listing.brand],
    ['origin', orDash(listing.origin)],
    ['batch', listing.batchNo],
    ['productionDate', orDash(listing.productionDate)],
    ['quality', orDash(listing.quality)],
    ['packing', listing.packingLabel],
    ['qcReport', t(listing.hasQcReport ? 'receiptMarket.fact.qcYes' : 'receiptMarket.fact.qcNo')],
    ['storageStart', listing.storageStart],
    [
      'storageRate',
      listing.storageRate
        ? t('receiptMarket.fact.ratePerDay', {
            // Two decimals at least, all a finer rate has (0.125): the stored 1.0000 reads ¥1.00.
            rate: formatNumber(listing.storageRate, Math.max(2, new Decimal(listing.storageRate).decimalPlaces())),
            unit: unitWords(listing.unit, language),
          })
        : '-',
    ],
    ['storageFee', t('receiptMarket.fact.storageFeeHint', { amount: yuan(listing.storageFeeToDate) })],
  ] as const;
  return (
    <Card
      title={t('receiptMarket.facts')}
      extra={
        listing.certificateCode && (
          <Link
            to={`/huoquanCertificate?code=${encodeURIComponent(listing.certificateCode)}`}
            title={t('receiptMarket.certificateHint')}
            className="text-link"
            data-testid="rm-certificate"
          >
            {t('receiptMarket.certificate')}
          </Link>
        )
      }
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="rm-facts"
        items={items.map(([key, children]) => ({ key, label: t(`receiptMarket.fact.${key}`), children }))}
      />
    </Card>
  );
}
