import type { OrderDetail } from '@hgsc/contracts';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { orderApi } from '../api.ts';
import { OrderDetailView } from './OrderDetailPage.tsx';

/**
 * /orderShare/:token (public): the read-only order behind a share link (/order/share, /order/shareSms).
 * The password the sharer passed on opens it; wrong passwords are throttled by the server.
 */
export default function SharedOrderPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [order, setOrder] = useState<OrderDetail>();
  const [opening, setOpening] = useState(false);

  if (order) return <OrderDetailView order={order} readOnly />;

  const open = async ({ password }: { password: string }) => {
    setOpening(true);
    try {
      setOrder(await orderApi.sharedView(token, password));
    } catch {
      // The request layer has shown the server's message (wrong password, too many tries, link gone).
    } finally {
      setOpening(false);
    }
  };

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card title={t('order.share.title')} style={{ width: 420 }}>
        <Typography.Paragraph type="secondary">{t('order.share.hint')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={open} requiredMark={false}>
          <Form.Item name="password" label={t('order.share.password')} rules={[requiredText(t('order.share.passwordRequired'))]}>
            <Input.Password maxLength={20} autoFocus data-testid="order-share-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={opening} data-testid="order-share-open">
            {t('order.share.open')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
