import type { AdminShopRow } from '@hgsc/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type AuditFilter, auditApi, SHOP_DETAIL_URL, SHOP_LIST_URL, SHOP_QUEUE_URL } from '../api.ts';
import { LIST_STATUSES, QUEUE_STATUSES } from '../status.ts';
import { AuditQueue, DetailLink } from './AuditQueue.tsx';
import { contactColumn, regionColumn, TwoLines, timeColumn } from './columns.tsx';
import { ShopDetailDrawer } from './ShopDetailDrawer.tsx';

/**
 * Shops for the operator: 'audit' is the entry queue (by status, 审核中 first, oldest submission
 * first); 'list' is every shop (newest first, any status).
 */
export function ShopQueue({ mode }: { mode: 'audit' | 'list' }) {
  const { t } = useTranslation();
  const queue = mode === 'audit';
  return (
    <AuditQueue<AdminShopRow, AuditFilter>
      url={queue ? SHOP_QUEUE_URL : SHOP_LIST_URL}
      fetchPage={queue ? auditApi.shopQueue : auditApi.shopList}
      initialFilter={{ status: queue ? '0' : '', keyword: '' }}
      statuses={queue ? QUEUE_STATUSES : LIST_STATUSES}
      keywordPlaceholder={t('audit.shop.keywordPlaceholder')}
      subjectOf={(shop) => ({ id: shop.id, name: shop.name })}
      decide={auditApi.auditShop}
      approvedMessage={t('shop.approved')}
      rejectedMessage={t('shop.rejected')}
      refreshKeys={[SHOP_QUEUE_URL, SHOP_LIST_URL, SHOP_DETAIL_URL]}
      renderDetail={(props) => <ShopDetailDrawer {...props} />}
      testId="shop"
      scrollX={700}
      columns={(openDetail) => [
        {
          title: `${t('shopField.name')} / ${t('audit.shop.company')}`,
          dataIndex: 'name',
          width: 240,
          render: (name: string, row) => (
            <TwoLines main={<DetailLink onClick={() => openDetail(row)}>{name}</DetailLink>} sub={row.companyName} />
          ),
        },
        contactColumn(t('shopField.contactName')),
        regionColumn(t('audit.region')),
        { title: t('audit.shop.productCount'), dataIndex: 'productCount', width: 90 },
        timeColumn(t('audit.submittedAt'), 'submittedAt'),
      ]}
    />
  );
}
