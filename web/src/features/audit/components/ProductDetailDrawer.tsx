import { type AdminProduct, gradeWords } from '@hgsc/contracts';
import { Alert, Descriptions, Empty, Image, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, formatNumber, formatPrice } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { PlaceWords, UnitWords } from '../../../shared/ui/MarketWords.tsx';
import { auditApi, PRODUCT_DETAIL_URL } from '../api.ts';
import { AuditDrawer, useAuditDetail } from './AuditDrawer.tsx';
import { AuditHistory } from './AuditHistory.tsx';
import type { AuditDetailProps } from './AuditQueue.tsx';
import { CertificateList } from './CertificateList.tsx';
import { FilePreview } from './FilePreview.tsx';
import { PublishStatusTag } from './PublishStatusTag.tsx';
import { productSnapshotFields } from './product-fields.ts';

const show = (value: string | null) => value || '-';

/**
 * Everything the operator checks before approving a product (GET /admin/product/detail): every
 * field, the images, for a dangerous good its UN number, hazard class, SDS and the company's
 * 危险化学品经营许可证 state, the price history and the audit history. `extra` adds header actions
 * (forced off shelf in the product list).
 */
export function ProductDetailDrawer({
  row,
  onClose,
  decision,
  extra,
}: AuditDetailProps<AdminProduct> & { extra?: (product: AdminProduct) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useAuditDetail(PRODUCT_DETAIL_URL, auditApi.productDetail, row?.id ?? null);
  const product = query.data;
  const field = (key: string) => t(`audit.productField.${key}`);
  return (
    <AuditDrawer
      open={row !== null}
      onClose={onClose}
      title={row ? `${row.name} · ${row.shopName}` : ''}
      subject={product ? { id: product.id, name: product.name } : null}
      auditStatus={product?.auditStatus ?? null}
      decision={decision}
      loading={!product}
      failed={query.isError}
      extra={row && extra?.(row)}
      testId="product-audit-detail"
      history={product && <AuditHistory history={product.auditLogs} fields={productSnapshotFields(t)} />}
    >
      {product && (
        <>
          <Image.PreviewGroup>
            <Space wrap data-testid="product-images">
              {product.imageUrls.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  alt={`${product.name} ${index + 1}`}
                  width={120}
                  height={120}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
          <Descriptions title={t('audit.product.info')} column={1} bordered size="small" data-testid="product-fields">
            <Descriptions.Item label={t('audit.status')}>
              <Space wrap>
                <AuditStatusTag status={product.auditStatus} label={product.auditStatusLabel} testId="product-detail-status" />
                <PublishStatusTag status={product.publishStatus} label={product.publishStatusLabel} />
                {product.auditReason && <Typography.Text type="danger">{product.auditReason}</Typography.Text>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={field('name')}>{product.name}</Descriptions.Item>
            <Descriptions.Item label={field('casNumber')}>{product.casNumber}</Descriptions.Item>
            <Descriptions.Item label={field('categoryId')}>{show(product.categoryName)}</Descriptions.Item>
            <Descriptions.Item label={field('grade')}>
              {product.grade ? gradeWords(product.grade, language) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={field('purity')}>{show(product.purity)}</Descriptions.Item>
            <Descriptions.Item label={field('packaging')}>{product.packagingLabel}</Descriptions.Item>
            <Descriptions.Item label={field('price')}>
              {product.price === null
                ? t('goods.priceOnRequest')
                : t('audit.product.pricePerUnit', { price: formatPrice(product.price), unit: product.unit })}
            </Descriptions.Item>
            <Descriptions.Item label={field('minOrderQty')}>
              {formatNumber(product.minOrderQty)} <UnitWords unit={product.unit} quantity={product.minOrderQty} />
            </Descriptions.Item>
            <Descriptions.Item label={field('stock')}>
              {formatNumber(product.stock)} <UnitWords unit={product.unit} quantity={product.stock} />
            </Descriptions.Item>
            <Descriptions.Item label={field('deliveryPlace')}>{product.deliveryPlace}</Descriptions.Item>
            <Descriptions.Item label={t('audit.region')}>
              <PlaceWords province={product.provinceName} city={product.cityName} />
            </Descriptions.Item>
            <Descriptions.Item label={field('warehouse')}>{show(product.warehouse)}</Descriptions.Item>
            <Descriptions.Item label={field('validUntil')}>{show(product.validUntil)}</Descriptions.Item>
            <Descriptions.Item label={field('description')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{show(product.description)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.product.shop')}>
              {product.shopName} · {product.companyName}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.product.counts')}>
              {t('audit.product.countsValue', { views: product.viewCount, sales: product.salesCount })}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.submittedAt')}>{formatDate(product.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.auditedAt')}>{formatDate(product.auditedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.product.publishedAt')}>{formatDate(product.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('audit.updatedAt')}>{formatDate(product.updatedAt)}</Descriptions.Item>
          </Descriptions>

          <Descriptions title={t('audit.product.dangerous')} column={1} bordered size="small" data-testid="product-dangerous">
            <Descriptions.Item label={field('isDangerous')}>
              {product.isDangerous ? <Tag color="red">{t('audit.product.dangerousTag')}</Tag> : t('audit.no')}
            </Descriptions.Item>
            {product.isDangerous && (
              <>
                <Descriptions.Item label={field('unNumber')}>{show(product.unNumber)}</Descriptions.Item>
                <Descriptions.Item label={field('hazardClass')}>
                  {product.hazardClass ? `${product.hazardClass} · ${product.hazardClassLabel ?? ''}` : '-'}
                </Descriptions.Item>
                <Descriptions.Item label={field('sdsFileKey')}>
                  {product.sdsFileUrl ? (
                    <FilePreview url={product.sdsFileUrl} label={field('sdsFileKey')} testId="product-sds" />
                  ) : (
                    '-'
                  )}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t('audit.product.licence')}>
              <Tag color={product.hasValidLicence ? 'success' : 'error'} data-testid="product-licence-state">
                {t(product.hasValidLicence ? 'audit.product.licenceValid' : 'audit.product.licenceMissing')}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          {product.isDangerous && !product.hasValidLicence && (
            <Alert type="warning" showIcon message={t('audit.product.licenceWarning')} data-testid="product-licence-warning" />
          )}
          <div>
            <Typography.Title level={5}>{t('audit.product.licences')}</Typography.Title>
            <CertificateList
              certificates={product.licences}
              emptyText={t('audit.product.noLicences')}
              testId="product-licences"
            />
          </div>

          <div>
            <Typography.Title level={5}>{t('audit.product.priceHistory')}</Typography.Title>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={product.priceHistory}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                { title: t('audit.product.changedAt'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
                {
                  title: t('audit.product.previousPrice'),
                  dataIndex: 'previousPrice',
                  render: (value: string | null) => formatPrice(value),
                },
                { title: t('audit.product.newPrice'), dataIndex: 'price', render: (value: string) => formatPrice(value) },
              ]}
            />
          </div>
        </>
      )}
    </AuditDrawer>
  );
}
