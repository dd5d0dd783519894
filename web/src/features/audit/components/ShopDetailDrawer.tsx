import { type AdminShopRow, SHOP_FIELDS, shopFieldLabelKey } from '@hgsc/contracts';
import { Descriptions, Image, Space, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { auditApi, SHOP_DETAIL_URL } from '../api.ts';
import { AuditDrawer, useAuditDetail } from './AuditDrawer.tsx';
import { AuditHistory } from './AuditHistory.tsx';
import type { AuditDetailProps } from './AuditQueue.tsx';
import { CertificateList } from './CertificateList.tsx';
import { FilePreview } from './FilePreview.tsx';

const show = (value: string | null) => value || '-';

/**
 * A shop entry application (GET /admin/shop/detail): every field of it, the company behind it with
 * its business licence scan and certificates, and the application's history.
 */
export function ShopDetailDrawer({ row, onClose, decision }: AuditDetailProps<AdminShopRow>) {
  const { t } = useTranslation();
  const query = useAuditDetail(SHOP_DETAIL_URL, auditApi.shopDetail, row?.id ?? null);
  const detail = query.data;
  const shop = detail?.shop;
  const image = (url: string | null, alt: string) => (url ? <Image src={url} alt={alt} width={160} /> : '-');
  const fields = SHOP_FIELDS.map((key) => ({ key, label: t(shopFieldLabelKey(key)) }));
  return (
    <AuditDrawer
      open={row !== null}
      onClose={onClose}
      title={row?.name ?? ''}
      subject={shop ? { id: shop.id, name: shop.name } : null}
      auditStatus={shop?.auditStatus ?? null}
      decision={decision}
      loading={!shop}
      failed={query.isError}
      testId="shop-audit-detail"
      history={detail && <AuditHistory history={detail.history} fields={fields} />}
    >
      {detail && shop && (
        <>
          <Descriptions title={t('audit.shop.application')} column={1} bordered size="small" data-testid="shop-fields">
            <Descriptions.Item label={t('audit.status')}>
              <Space wrap>
                <AuditStatusTag status={shop.auditStatus} label={shop.auditStatusLabel} testId="shop-detail-status" />
                {shop.auditReason && <Typography.Text type="danger">{shop.auditReason}</Typography.Text>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('shopField.name')}>{shop.name}</Descriptions.Item>
            <Descriptions.Item label={t('shopField.logoKey')}>{image(shop.logoUrl, t('shopField.logoKey'))}</Descriptions.Item>
            <Descriptions.Item label={t('shopField.bannerKey')}>
              {image(shop.bannerUrl, t('shopField.bannerKey'))}
            </Descriptions.Item>
            <Descriptions.Item label={t('shopField.mainProducts')}>{show(shop.mainProducts)}</Descriptions.Item>
            <Descriptions.Item label={t('shopField.intro')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{show(shop.intro)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('shopField.contactName')}>{shop.contactName}</Descriptions.Item>
            <Descriptions.Item label={t('shopField.contactMobile')}>{shop.contactMobile}</Descriptions.Item>
            <Descriptions.Item label={t('shopField.contactPhone')}>{show(shop.contactPhone)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.region')}>
              <PlaceWords province={shop.provinceName} city={shop.cityName} area={shop.areaName} />
            </Descriptions.Item>
            <Descriptions.Item label={t('shopField.address')}>{show(shop.address)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.shop.agreementVersion')}>
              {shop.entryAgreementVersion === null ? '-' : t('audit.shop.version', { version: shop.entryAgreementVersion })}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.submittedAt')}>{formatDate(shop.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.auditedAt')}>{formatDate(shop.auditedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.updatedAt')}>{formatDate(shop.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title={t('audit.shop.company')} column={1} bordered size="small" data-testid="shop-company">
            <Descriptions.Item label={t('companyField.name')}>{detail.company.name}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.creditCode')}>{detail.company.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('companyField.legalPerson')}>{detail.company.legalPerson}</Descriptions.Item>
            <Descriptions.Item label={t('audit.shop.companyStatus')}>
              <AuditStatusTag status={detail.company.auditStatus} label={detail.company.auditStatusLabel} />
            </Descriptions.Item>
            <Descriptions.Item label={t('companyField.licenseFileKey')}>
              <FilePreview
                url={detail.company.licenseUrl}
                label={t('companyField.licenseFileKey')}
                testId="shop-company-license"
              />
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('audit.certificates')}</Typography.Title>
            <CertificateList
              certificates={detail.certificates}
              emptyText={t('audit.noCertificates')}
              testId="shop-company-certificates"
            />
          </div>
        </>
      )}
    </AuditDrawer>
  );
}
