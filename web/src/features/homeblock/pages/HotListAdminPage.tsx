import { ArrowDownOutlined, ArrowUpOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { MAX_HOT_PINS } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ADMIN_HOT_LIST_URL, homeBlockApi, refreshHomePage } from '../api.ts';
import { ProductPicker } from '../components/ProductPicker.tsx';
import { addPin, movePin, type PinnedProduct, removePin, samePins } from '../hot-pins-draft.ts';

/**
 * /admin/home/hot: the products pinned to the head of the home page's hot block, in order. The
 * operator arranges the list here and saves it whole; unsaved changes are not left behind unasked.
 */
export default function HotListAdminPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: [ADMIN_HOT_LIST_URL], queryFn: () => homeBlockApi.hotPins() });
  // null: nothing changed since the last load.
  const [draft, setDraft] = useState<PinnedProduct[] | null>(null);
  const [saving, setSaving] = useState(false);
  const pins = draft ?? saved.data ?? [];
  const dirty = draft !== null && !samePins(draft, saved.data ?? []);
  const pinnedIds = new Set(pins.map((pin) => pin.productId));

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      title: t('hotAdmin.leaveTitle'),
      content: t('hotAdmin.leaveConfirm'),
      okText: t('hotAdmin.leave'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, confirm, t]);

  const save = async () => {
    setSaving(true);
    try {
      const result = await homeBlockApi.saveHotPins(pins.map((pin) => pin.productId));
      queryClient.setQueryData([ADMIN_HOT_LIST_URL], result);
      setDraft(null);
      showSuccessToast(t('hotAdmin.saved'));
      await refreshHomePage(queryClient);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<PinnedProduct> = [
    { title: '#', key: 'index', width: 48, render: (_, __, index) => index + 1 },
    {
      title: t('hotAdmin.product'),
      dataIndex: 'name',
      render: (name: string, pin) => (
        <Space direction="vertical" size={0}>
          <Space size={4} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            {!pin.visible && (
              <Tooltip title={t('hotAdmin.hiddenHint')}>
                <Tag color="warning">{t('hotAdmin.hidden')}</Tag>
              </Tooltip>
            )}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            CAS {pin.casNumber} · {pin.shopName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, pin, index) => {
        const label = (action: string) => t('hotAdmin.actionOf', { action, name: pin.name });
        return (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => setDraft(movePin(pins, pin.productId, -1))}
              aria-label={label(t('hotAdmin.moveUp'))}
              data-testid={`hot-up-${pin.productId}`}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === pins.length - 1}
              onClick={() => setDraft(movePin(pins, pin.productId, 1))}
              aria-label={label(t('hotAdmin.moveDown'))}
              data-testid={`hot-down-${pin.productId}`}
            />
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setDraft(removePin(pins, pin.productId))}
              aria-label={label(t('hotAdmin.remove'))}
              data-testid={`hot-remove-${pin.productId}`}
            >
              {t('hotAdmin.remove')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={11}>
        <Card
          title={t('route.admin.hot')}
          extra={
            <Space>
              <Typography.Text type="secondary">{t('hotAdmin.count', { count: pins.length, max: MAX_HOT_PINS })}</Typography.Text>
              <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={() => setDraft(null)}>
                {t('hotAdmin.undo')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={!dirty}
                loading={saving}
                onClick={() => void save()}
                data-testid="hot-save"
              >
                {t('hotAdmin.save')}
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">{t('hotAdmin.hint', { max: MAX_HOT_PINS })}</Typography.Paragraph>
          {dirty && <Alert type="warning" showIcon title={t('hotAdmin.unsaved')} style={{ marginBottom: 16 }} />}
          <Table<PinnedProduct>
            rowKey="productId"
            size="small"
            loading={saved.isFetching}
            dataSource={pins}
            columns={columns}
            pagination={false}
            locale={{ emptyText: <Empty description={t('hotAdmin.empty')} /> }}
            data-testid="hot-pins-table"
          />
        </Card>
      </Col>
      <Col xs={24} xl={13}>
        <Card title={t('hotAdmin.addTitle')}>
          <ProductPicker
            pinnedIds={pinnedIds}
            full={pins.length >= MAX_HOT_PINS}
            onPick={(product) =>
              setDraft(
                addPin(
                  pins,
                  {
                    productId: product.id,
                    name: product.name,
                    casNumber: product.casNumber,
                    shopName: product.shopName,
                    visible: true,
                  },
                  MAX_HOT_PINS,
                ),
              )
            }
          />
        </Card>
      </Col>
    </Row>
  );
}
