import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { OrderView } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { type DeliverOutcome, ORDER_QUERY_KEY, orderToolsApi } from '../api.ts';
import { useAsk } from './use-ask.ts';

/** The most orders one /order/delivers call takes (contracts' orderDeliversBody). */
export const BATCH_DELIVER_MAX = 50;

interface Line {
  id: number;
  orderNo: string;
  deliveryNo: string;
  carrier: string;
  outcome?: DeliverOutcome;
}

const blank = (value: string) => value.trim() === '';

/**
 * 批量发货 (/order/delivers): one row per selected order with its waybill number and carrier (同一承运商
 * fills every carrier). Each order is shipped or refused on its own: the rows show the outcome,
 * shipped rows are done, failed rows stay editable for another try. `onShipped` gets the ids shipped.
 */
export function BatchDeliverModal({
  orders,
  open,
  onClose,
  onShipped,
}: {
  orders: OrderView[];
  open: boolean;
  onClose: () => void;
  onShipped: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [sameCarrier, setSameCarrier] = useState('');
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // A fresh form each time the modal opens on a selection.
  useEffect(() => {
    if (!open) return;
    setLines(orders.map((order) => ({ id: order.id, orderNo: order.orderNo, deliveryNo: '', carrier: '' })));
    setSameCarrier('');
    setChecked(false);
  }, [open, orders]);

  const pending = lines.filter((line) => !line.outcome?.ok);
  const shipped = lines.filter((line) => line.outcome?.ok);
  const failed = lines.filter((line) => line.outcome && !line.outcome.ok);
  const update = (id: number, change: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.id === id ? { ...line, ...change } : line)));

  const submit = useThrottledCallback(async () => {
    setChecked(true);
    if (pending.length === 0) return;
    if (pending.some((line) => blank(line.deliveryNo) || blank(line.carrier))) {
      showValidationToast(t('orderTools.batch.required'));
      return;
    }
    if (!(await ask(t('orderTools.batch.confirm', { count: pending.length })))) return;
    setSubmitting(true);
    try {
      const { results } = await orderToolsApi.deliverBatch(
        pending.map((line) => ({ id: line.id, deliveryNo: line.deliveryNo.trim(), carrier: line.carrier.trim() })),
      );
      const byId = new Map(results.map((outcome) => [outcome.id, outcome]));
      setLines((all) => all.map((line) => ({ ...line, outcome: byId.get(line.id) ?? line.outcome })));
      const ok = results.filter((outcome) => outcome.ok).map((outcome) => outcome.id);
      if (ok.length > 0) onShipped(ok);
      if (ok.length === results.length) showSuccessToast(t('orderTools.batch.allDone'));
      await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    } catch {
      // The request layer has shown the server's message; the rows stay as they are.
    } finally {
      setSubmitting(false);
    }
  });

  const done = lines.length > 0 && pending.length === 0;
  return (
    <Modal
      open={open}
      title={t('orderTools.batch.title', { count: lines.length })}
      onCancel={onClose}
      width={860}
      footer={
        <Space>
          <Button onClick={onClose} data-testid="batch-deliver-close">
            {t('orderTools.close')}
          </Button>
          {!done && (
            <Button type="primary" loading={submitting} onClick={submit} data-testid="batch-deliver-ok">
              {t(failed.length > 0 ? 'orderTools.batch.retry' : 'orderTools.batch.submit')}
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap="middle" data-testid="batch-deliver-modal">
        {(shipped.length > 0 || failed.length > 0) && (
          <Alert
            type={failed.length > 0 ? 'warning' : 'success'}
            showIcon
            title={t('orderTools.batch.summary', { ok: shipped.length, failed: failed.length })}
            data-testid="batch-deliver-summary"
          />
        )}
        {!done && (
          <Space.Compact style={{ maxWidth: 420 }}>
            <Input
              value={sameCarrier}
              onChange={(event) => setSameCarrier(event.target.value)}
              placeholder={t('orderTools.batch.sameCarrier')}
              aria-label={t('orderTools.batch.sameCarrier')}
              maxLength={100}
              data-testid="batch-deliver-same-carrier"
            />
            <Button
              disabled={blank(sameCarrier)}
              onClick={() =>
                setLines((all) => all.map((line) => (line.outcome?.ok ? line : { ...line, carrier: sameCarrier.trim() })))
              }
              data-testid="batch-deliver-apply-carrier"
            >
              {t('orderTools.batch.apply')}
            </Button>
          </Space.Compact>
        )}
        <Table<Line>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={lines}
          scroll={{ y: 420 }}
          columns={[
            { title: t('order.col.orderNo'), dataIndex: 'orderNo', width: 190 },
            {
              title: t('order.deliver.deliveryNo'),
              key: 'deliveryNo',
              render: (_, line) => (
                <Input
                  value={line.deliveryNo}
                  disabled={line.outcome?.ok}
                  status={checked && !line.outcome?.ok && blank(line.deliveryNo) ? 'error' : undefined}
                  onChange={(event) => update(line.id, { deliveryNo: event.target.value })}
                  aria-label={`${t('order.deliver.deliveryNo')} ${line.orderNo}`}
                  maxLength={64}
                  data-testid={`batch-deliver-no-${line.id}`}
                />
              ),
            },
            {
              title: t('order.deliver.carrier'),
              key: 'carrier',
              render: (_, line) => (
                <Input
                  value={line.carrier}
                  disabled={line.outcome?.ok}
                  status={checked && !line.outcome?.ok && blank(line.carrier) ? 'error' : undefined}
                  onChange={(event) => update(line.id, { carrier: event.target.value })}
                  aria-label={`${t('order.deliver.carrier')} ${line.orderNo}`}
                  maxLength={100}
                  data-testid={`batch-deliver-carrier-${line.id}`}
                />
              ),
            },
            {
              title: t('orderTools.batch.result'),
              key: 'outcome',
              width: 200,
              render: (_, line) =>
                line.outcome ? (
                  <Typography.Text type={line.outcome.ok ? 'success' : 'danger'} data-testid={`batch-deliver-result-${line.id}`}>
                    {line.outcome.ok ? <CheckCircleFilled /> : <CloseCircleFilled />} {line.outcome.msg}
                  </Typography.Text>
                ) : null,
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
