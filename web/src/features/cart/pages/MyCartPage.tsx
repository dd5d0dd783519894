import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { loginUrlWithRedirect } from '../../../shared/navigation.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showInfoToast, showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { type CartRow, checkoutUrl, selectionOf } from '../cart-groups.ts';
import { CartShopCard, checkState } from '../components/CartShopCard.tsx';
import { CartSummaryBar } from '../components/CartSummaryBar.tsx';
import '../cart.css';
import { useCartView } from '../use-cart-view.ts';

/**
 * /mycart (public): the cart grouped by shop. A visitor sees the buylist cookie priced live and logs
 * in to check out (the buylist then merges into their cart); a logged-in user sees their cart.
 * 去结算 goes to /pay with the selected buyable lines.
 */
export default function MyCartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const cart = useCartView();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const rows = useMemo(() => cart.groups.flatMap((group) => group.rows), [cart.groups]);
  // Rows that left the cart leave the selection too.
  const selected = useMemo(() => new Set(rows.filter((row) => chosen.has(row.key)).map((row) => row.key)), [rows, chosen]);
  const selection = selectionOf(cart.groups, selected);
  const all = checkState(rows, selected);

  const select = (keys: readonly string[], checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const removeRows = (targets: readonly CartRow[], title: string, content?: string) =>
    confirm({
      title,
      content,
      onOk: async () => {
        await cart.remove(targets);
        showSuccessToast(t('common.deleted'));
      },
    });

  const removeSelected = () => {
    if (selection.rows.length === 0) {
      showValidationToast(t('common.selectAtLeastOne'));
      return;
    }
    removeRows(selection.rows, t('common.confirmDelete'), t('mycart.removeSelectedHint', { count: selection.rows.length }));
  };

  const clear = () =>
    confirm({
      title: t('mycart.clearConfirm'),
      onOk: async () => {
        await cart.clear();
        showSuccessToast(t('cart.cleared'));
      },
    });

  const checkout = useThrottledCallback(() => {
    if (selection.rows.length === 0) {
      showValidationToast(t('common.selectAtLeastOne'));
      return;
    }
    if (selection.buyable.length === 0) {
      showValidationToast(t('mycart.nothingToCheckout'));
      return;
    }
    if (!cart.loggedIn) {
      showInfoToast(t('mycart.loginToCheckout'));
      navigate(loginUrlWithRedirect('/mycart'));
      return;
    }
    navigate(checkoutUrl(selection.buyable.flatMap((row) => (row.lineId === null ? [] : [row.lineId]))));
  });

  let body: ReactNode;
  if (cart.isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (cart.isError) {
    body = (
      <Result status="warning" title={t('mycart.loadFailed')} extra={<Button onClick={cart.retry}>{t('mycart.retry')}</Button>} />
    );
  } else if (cart.groups.length === 0) {
    body = (
      <Empty description={t('mycart.empty')} data-testid="cart-empty">
        <Link to="/search">
          <Button type="primary">{t('mycart.goShopping')}</Button>
        </Link>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        {cart.groups.map((group) => (
          <CartShopCard
            key={group.shopId}
            group={group}
            selected={selected}
            onSelect={select}
            onQuantity={cart.setQuantity}
            onRemove={(row) => removeRows([row], t('mycart.removeConfirm'), row.name)}
          />
        ))}
        <CartSummaryBar
          checked={all.checked}
          indeterminate={all.indeterminate}
          onSelectAll={(checked) =>
            select(
              rows.map((row) => row.key),
              checked,
            )
          }
          selectedCount={selection.buyable.length}
          total={selection.total}
          onRemoveSelected={removeSelected}
          onClear={clear}
          onCheckout={() => checkout()}
        />
      </Flex>
    );
  }

  return (
    <Card
      className="cart-page"
      title={
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('mycart.title')}
          </Typography.Title>
          {rows.length > 0 && <Typography.Text type="secondary">{t('mycart.lineCount', { count: rows.length })}</Typography.Text>}
        </Space>
      }
    >
      {!cart.loggedIn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('mycart.visitorHint')}
          action={
            <Link to={loginUrlWithRedirect('/mycart')}>
              <Button size="small" type="primary">
                {t('mycart.login')}
              </Button>
            </Link>
          }
        />
      )}
      {body}
    </Card>
  );
}
