import { AUDIT_STATUS, type ShopDetail } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { SHOP_ENTRY_KEY, shopApi } from '../api.ts';

/** The entry state, quietly: a sub-account without 'shop.manage' is answered 403 and still may manage products. */
export function useShopEntry() {
  return useQuery({ queryKey: SHOP_ENTRY_KEY, queryFn: () => shopApi.entryInfo({ passCodes: [403] }) });
}

/**
 * Pages that need the company's shop to be open (shop profile, products): without a shop the user
 * is pointed to the entry application; while it is under review or rejected, to its status. A
 * caller who may not read the entry state (403) gets the page, whose own calls then decide.
 */
export function ShopGate({ children }: { children: (shop: ShopDetail | null) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, error, refetch } = useShopEntry();
  if (isPending) return <Skeleton active />;
  if (error) {
    if (isApiError(error) && error.status === 403) return <>{children(null)}</>;
    return (
      <Button onClick={() => void refetch()} data-testid="shop-gate-retry">
        {t('system.retry')}
      </Button>
    );
  }
  const { shop } = data;
  const toEntry = (
    <Button type="primary" onClick={() => navigate('/manage/entryapply')} data-testid="shop-gate-entry">
      {t(shop ? 'seller.gate.viewEntry' : 'seller.gate.apply')}
    </Button>
  );
  if (!shop) {
    return (
      <Result
        status="info"
        title={t('seller.gate.noShop')}
        subTitle={t('seller.gate.noShopHint')}
        extra={toEntry}
        data-testid="shop-gate-none"
      />
    );
  }
  if (shop.auditStatus !== AUDIT_STATUS.APPROVED) {
    return (
      <Result
        status={shop.auditStatus === AUDIT_STATUS.REJECTED ? 'warning' : 'info'}
        title={t('seller.gate.notOpen')}
        subTitle={
          <Space orientation="vertical" size={4}>
            <Space size={8}>
              <span>{t('seller.entry.statusTitle')}</span>
              <AuditStatusTag status={shop.auditStatus} label={shop.auditStatusLabel} />
            </Space>
            {shop.auditReason && (
              <Typography.Text type="danger">{t('field.audit.reason', { reason: shop.auditReason })}</Typography.Text>
            )}
          </Space>
        }
        extra={toEntry}
        data-testid="shop-gate-not-open"
      />
    );
  }
  return <>{children(shop)}</>;
}
