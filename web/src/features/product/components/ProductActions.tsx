import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { PRODUCT_KEY, productApi } from '../api.ts';
import { submitBodyOf } from '../product-form.ts';
import { actionsFor, type SellerAction, type SellerProductRow } from '../product-state.ts';

/** Actions that change the state without a question first, with their call and success message. */
const DIRECT: Partial<Record<SellerAction, { run: (row: SellerProductRow) => Promise<unknown>; done: string }>> = {
  // Submitting sends the stored product unchanged with submit: true (the only way the server offers).
  submit: { run: async (row) => productApi.update(submitBodyOf(await productApi.info(row.id))), done: 'product.submitted' },
  up: { run: (row) => productApi.up(row.id), done: 'product.onShelf' },
  show: { run: (row) => productApi.showcase(row.id, true), done: 'product.shown' },
  hide: { run: (row) => productApi.showcase(row.id, false), done: 'product.hidden' },
};

/** The row buttons of /manage/goodslist: only what the product's state allows; taking off shelf and withdrawing ask first. */
export function ProductActions({ row, onPrice }: { row: SellerProductRow; onPrice: (row: SellerProductRow) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<SellerAction | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCT_KEY });

  const runDirect = async (action: SellerAction) => {
    const direct = DIRECT[action];
    if (!direct) return;
    setBusy(action);
    try {
      await direct.run(row);
      showSuccessToast(t(direct.done));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(null);
    }
  };

  // SPEC §5: clicks are throttled.
  const onClick = useThrottledCallback((action: SellerAction) => {
    switch (action) {
      case 'edit':
        navigate(`/manage/goodsmanage?id=${row.id}`);
        return;
      case 'price':
        onPrice(row);
        return;
      case 'down':
        confirm({
          title: t('seller.product.confirmDown'),
          content: t('seller.product.confirmDownHint', { name: row.name }),
          onOk: async () => {
            await productApi.down(row.id);
            showSuccessToast(t('product.offShelf'));
            await refresh();
          },
        });
        return;
      case 'revoke':
        confirm({
          title: t('seller.product.confirmRevoke'),
          content: t('seller.product.confirmRevokeHint', { name: row.name }),
          onOk: async () => {
            await productApi.revoke(row.id);
            showSuccessToast(t('product.revoked'));
            await refresh();
          },
        });
        return;
      default:
        void runDirect(action);
    }
  });

  return (
    <Space size={0} wrap>
      {actionsFor(row).map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action === 'down' || action === 'revoke'}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => onClick(action)}
          data-testid={`product-${action}-${row.id}`}
        >
          {t(`seller.product.action.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
