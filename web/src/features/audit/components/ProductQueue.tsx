import { type AdminProduct, PUBLISH_STATUS } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { auditApi, PRODUCT_DETAIL_URL, PRODUCT_LIST_URL, type ProductFilter } from '../api.ts';
import { LIST_STATUSES, QUEUE_WITH_ALL_STATUSES } from '../status.ts';
import { ROW_LINK_STYLE } from './AuditActions.tsx';
import { AuditQueue, DetailLink } from './AuditQueue.tsx';
import { Clip, TwoLines, timeColumn } from './columns.tsx';
import { ProductDetailDrawer } from './ProductDetailDrawer.tsx';
import { PublishStatusTag } from './PublishStatusTag.tsx';
import { useReasonDialog } from './useReasonDialog.tsx';

/**
 * Submitted products for the operator: 'audit' is the product audit queue (审核中 first); 'list'
 * is every submitted product by audit and publish status, where an on-shelf product can be forced
 * off shelf for a violation (with the reason the seller reads).
 */
export function ProductQueue({ mode }: { mode: 'audit' | 'list' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = mode === 'audit';
  const forceDown = useReasonDialog({
    title: t('audit.product.forceDownTitle'),
    hint: (subject) => t('audit.product.forceDownHint', { name: subject.name }),
    label: t('audit.product.forceDownReason'),
    placeholder: t('audit.product.forceDownPlaceholder'),
    requiredMessage: t('audit.product.forceDownReasonRequired'),
    testId: 'force-down',
    submit: async (subject, reason) => {
      try {
        await auditApi.forceDownProduct({ id: subject.id, reason });
        showSuccessToast(t('product.forcedDown'));
      } finally {
        await Promise.all(
          [PRODUCT_LIST_URL, PRODUCT_DETAIL_URL].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
        );
      }
    },
  });
  const forceDownButton = (row: AdminProduct, placement: 'row' | 'drawer') =>
    row.publishStatus === PUBLISH_STATUS.ON_SHELF ? (
      <Button
        type={placement === 'row' ? 'link' : 'default'}
        {...(placement === 'row' ? { style: ROW_LINK_STYLE } : {})}
        danger
        onClick={() => forceDown.open({ id: row.id, name: row.name })}
        data-testid={placement === 'row' ? `force-down-${row.id}` : 'force-down-drawer'}
      >
        {t('audit.product.forceDown')}
      </Button>
    ) : null;

  return (
    <>
      <AuditQueue<AdminProduct, ProductFilter>
        url={PRODUCT_LIST_URL}
        fetchPage={auditApi.products}
        initialFilter={{ status: queue ? '0' : '', keyword: '', publishStatus: '' }}
        statuses={queue ? QUEUE_WITH_ALL_STATUSES : LIST_STATUSES}
        keywordPlaceholder={t('audit.product.keywordPlaceholder')}
        extraFilters={
          queue
            ? []
            : [
                {
                  name: 'publishStatus',
                  label: t('audit.product.publishStatus'),
                  options: [
                    { value: '', label: t('audit.product.anyPublishStatus') },
                    { value: '1', label: t('publishStatus.1') },
                    { value: '0', label: t('publishStatus.0') },
                  ],
                },
              ]
        }
        subjectOf={(row) => ({ id: row.id, name: row.name })}
        decide={auditApi.auditProduct}
        approvedMessage={t('product.approved')}
        rejectedMessage={t('product.rejected')}
        refreshKeys={[PRODUCT_DETAIL_URL]}
        renderDetail={(props) => (
          <ProductDetailDrawer {...props} {...(queue ? {} : { extra: (row: AdminProduct) => forceDownButton(row, 'drawer') })} />
        )}
        {...(queue ? {} : { rowActions: (row: AdminProduct) => forceDownButton(row, 'row') })}
        testId={queue ? 'product-audit' : 'product'}
        scrollX={760}
        columns={(openDetail) => [
          {
            title: t('audit.productField.name'),
            dataIndex: 'name',
            width: 160,
            render: (name: string, row) => (
              <div>
                <DetailLink onClick={() => openDetail(row)}>{name}</DetailLink>
                <div className="muted" style={{ fontSize: 12 }}>
                  CAS {row.casNumber}
                </div>
                {row.isDangerous && <Tag color="red">{t('audit.product.dangerousTag')}</Tag>}
              </div>
            ),
          },
          {
            title: t('audit.product.shop'),
            key: 'shop',
            width: 150,
            render: (_, row) => <TwoLines main={<Clip text={row.shopName} />} sub={<Clip text={row.companyName} />} />,
          },
          {
            title: `${t('audit.productField.categoryId')} / ${t('audit.productField.packaging')}`,
            key: 'category',
            width: 110,
            render: (_, row) => <TwoLines main={<Clip text={row.categoryName} />} sub={row.packagingLabel} />,
          },
          {
            title: t('audit.productField.price'),
            dataIndex: 'price',
            width: 120,
            render: (price: string | null, row) =>
              price === null
                ? t('goods.priceOnRequest')
                : t('audit.product.pricePerUnit', { price: formatPrice(price), unit: row.unit }),
          },
          {
            title: t('audit.product.publishStatus'),
            dataIndex: 'publishStatus',
            width: 100,
            render: (value: number, row) => <PublishStatusTag status={value} label={row.publishStatusLabel} />,
          },
          timeColumn(t('audit.submittedAt'), 'submittedAt'),
        ]}
      />
      {forceDown.dialog}
    </>
  );
}
