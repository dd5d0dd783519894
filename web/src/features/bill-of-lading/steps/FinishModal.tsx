import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type Bill, normalizePlate, PLATE_PATTERN, QUANTITY_PATTERN, unitWords } from '@hgsc/contracts';
import { Alert, Button, Descriptions, Flex, Form, type FormRule, Input, InputNumber, Radio, Typography } from 'antd';
import Decimal from 'decimal.js';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { required, requiredText } from '../../../shared/ui/form-rules.ts';
import { Quantity } from '../../../shared/ui/GoodsWords.tsx';
import { billApi } from '../api.ts';
import { ScheduleWords } from '../components/bill-columns.tsx';
import { finishingEarly } from '../early-finish.ts';
import { type TicketDraft, type TicketTally, tallyTickets, ticketNet } from '../ticket-totals.ts';
import { StepModal } from './StepModal.tsx';

const MAX_TICKETS = 50;

interface FinishForm {
  tickets: TicketDraft[];
  allOut: boolean;
  remark?: string;
}

const upper = (value: string | undefined) => value?.toUpperCase();
const text = (value: string | undefined) => (value ?? '').trim();

/**
 * 出库完成: the keeper records each load's weighbridge ticket (gross, tare, and pieces of packed goods); each net and
 * the running total are worked out in exact decimals against the bill's quantity. 全部出库 ends the bill within the
 * weighbridge's ±3‰, 部分出库 takes less and leaves the rest held; either is asked once more before it is sent.
 */
export function FinishModal({ bill, onClose, onDone }: { bill: Bill; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<FinishForm>();
  const tickets = Form.useWatch('tickets', form) ?? [];
  const allOut = Form.useWatch('allOut', form) ?? true;
  const tally = tallyTickets(tickets, bill, allOut);
  const packed = bill.pieces > 0;
  const unit = unitWords(bill.unit, language);
  const blank: TicketDraft = { ticketNo: '', plate: bill.crew.plate, grossWeight: '', tareWeight: '', pieces: packed ? null : 0 };
  const blocking = tally.problem !== null && tally.problem[0] !== 'billPage.finish.incomplete';
  const early = finishingEarly(bill);

  const quantityRule = (field: string): FormRule => ({
    validator: (_, value: string | undefined) => {
      const typed = text(value);
      if (!typed) return Promise.reject(new Error(t('field.required', { field })));
      if (!QUANTITY_PATTERN.test(typed)) return Promise.reject(new Error(t('warehouse.quantityInvalid')));
      if (new Decimal(typed).isZero()) return Promise.reject(new Error(t('warehouse.quantityPositive')));
      return Promise.resolve();
    },
  });

  return (
    <StepModal<FinishForm>
      title={t('billPage.finish.title', { no: bill.billNo })}
      okText={t('billPage.finish.ok')}
      okDisabled={blocking}
      testId="bill-finish"
      width={980}
      form={form}
      initialValues={{ tickets: [blank], allOut: true }}
      intro={
        <>
          {early && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="bill-finish-early"
              data-early={early}
              title={t(`billPage.finish.early.${early}`, { date: bill.scheduledDate, slot: bill.slotLabel ?? '' })}
              description={t('billPage.finish.earlyHint')}
            />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'quantity',
                label: t('billPage.el.quantity'),
                children: <Quantity value={bill.quantity} unit={bill.unit} />,
              },
              {
                key: 'pieces',
                label: t('billPage.el.pieces'),
                children: packed ? bill.pieces : t('billPage.el.bulk'),
              },
              { key: 'plate', label: t('vehicleCrew.plate'), children: bill.crew.plate },
              { key: 'schedule', label: t('billPage.el.schedule'), children: <ScheduleWords bill={bill} /> },
              { key: 'receipt', label: t('billPage.el.receiptNo'), children: bill.receiptNo },
            ]}
          />
        </>
      }
      confirmFirst={(values) => {
        // Worked out again from what is sent, not from the last render.
        const sent = tallyTickets(values.tickets, bill, values.allOut);
        const params = {
          picked: formatNumber(sent.total.toString()),
          variance: formatNumber(sent.left.toString()),
          left: formatNumber(sent.left.toString()),
          unit,
        };
        const content = t(values.allOut ? 'billPage.finish.confirmAllOut' : 'billPage.finish.confirmPartial', params);
        return {
          title: t('billPage.finish.confirmTitle', { no: bill.billNo }),
          // Said once more where it is confirmed: the keeper finishes early knowingly.
          content: early ? (
            <>
              <Typography.Paragraph type="warning" strong data-testid="bill-finish-early-confirm">
                {t(`billPage.finish.early.${early}`, { date: bill.scheduledDate, slot: bill.slotLabel ?? '' })}
              </Typography.Paragraph>
              {content}
            </>
          ) : (
            content
          ),
        };
      }}
      onSubmit={async (values) => {
        await billApi.finish({
          id: bill.id,
          tickets: values.tickets.map((ticket) => ({
            ticketNo: text(ticket.ticketNo),
            plate: normalizePlate(text(ticket.plate)),
            grossWeight: text(ticket.grossWeight),
            tareWeight: text(ticket.tareWeight),
            pieces: ticket.pieces ?? 0,
          })),
          allOut: values.allOut,
          ...(text(values.remark) ? { remark: text(values.remark) } : {}),
        });
        showSuccessToast(t('bill.finishedOk'));
        await onDone();
      }}
      onClose={onClose}
      after={<TicketTallyNotice tally={tally} bill={bill} allOut={allOut} unit={unit} />}
    >
      <Form.List name="tickets">
        {(fields, { add, remove }) => (
          <fieldset style={{ border: 0, margin: '0 0 8px', padding: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: 14, border: 0, marginBottom: 0 }}>{t('billPage.finish.tickets')}</legend>
            {fields.map((field, index) => {
              const n = index + 1;
              // Visible labels head the first row; every box keeps its own accessible name.
              const label = (name: string) => (index === 0 ? name : undefined);
              const named = (name: string) => t('billPage.finish.fieldOf', { n, field: name });
              const net = tally.nets[index];
              return (
                <Flex
                  key={field.key}
                  gap={8}
                  wrap
                  align="flex-start"
                  style={{ marginTop: 8 }}
                  data-testid={`bill-ticket-${index}`}
                >
                  <Form.Item
                    name={[field.name, 'ticketNo']}
                    label={label(t('billPage.ticket.no'))}
                    required
                    style={{ width: 150, marginBottom: 4 }}
                    rules={[requiredText(t('field.required', { field: t('billPage.ticket.no') }))]}
                  >
                    <Input maxLength={40} aria-label={named(t('billPage.ticket.no'))} data-testid={`bill-ticket-${index}-no`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'plate']}
                    label={label(t('vehicleCrew.plate'))}
                    required
                    normalize={upper}
                    style={{ width: 130, marginBottom: 4 }}
                    rules={[
                      requiredText(t('field.required', { field: t('vehicleCrew.plate') })),
                      {
                        validator: (_, value?: string) =>
                          !value || PLATE_PATTERN.test(normalizePlate(value))
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('crew.plateInvalid'))),
                      },
                    ]}
                  >
                    <Input maxLength={10} aria-label={named(t('vehicleCrew.plate'))} data-testid={`bill-ticket-${index}-plate`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'grossWeight']}
                    label={label(t('billPage.ticket.gross'))}
                    required
                    style={{ width: 140, marginBottom: 4 }}
                    rules={[quantityRule(t('billPage.ticket.gross'))]}
                  >
                    <Input
                      inputMode="decimal"
                      suffix={unit}
                      maxLength={20}
                      aria-label={named(t('billPage.ticket.gross'))}
                      data-testid={`bill-ticket-${index}-gross`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'tareWeight']}
                    label={label(t('billPage.ticket.tare'))}
                    required
                    style={{ width: 140, marginBottom: 4 }}
                    dependencies={[['tickets', field.name, 'grossWeight']]}
                    rules={[
                      quantityRule(t('billPage.ticket.tare')),
                      ({ getFieldValue }) => ({
                        validator: () => {
                          const typed = ticketNet(getFieldValue(['tickets', field.name]) ?? {});
                          return typed && !typed.greaterThan(0)
                            ? Promise.reject(new Error(t('billPage.ticket.grossOverTare')))
                            : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <Input
                      inputMode="decimal"
                      suffix={unit}
                      maxLength={20}
                      aria-label={named(t('billPage.ticket.tare'))}
                      data-testid={`bill-ticket-${index}-tare`}
                    />
                  </Form.Item>
                  <Form.Item label={label(t('billPage.ticket.net'))} style={{ width: 120, marginBottom: 4 }}>
                    <Typography.Text
                      strong
                      type={net && !net.greaterThan(0) ? 'danger' : undefined}
                      aria-label={named(t('billPage.ticket.net'))}
                      data-testid={`bill-ticket-${index}-net`}
                    >
                      {/* A tare over the gross is refused under the tare: no negative weight is shown as one. */}
                      {net?.greaterThan(0) ? `${formatNumber(net.toString())} ${unit}` : '-'}
                    </Typography.Text>
                  </Form.Item>
                  {packed && (
                    <Form.Item
                      name={[field.name, 'pieces']}
                      label={label(t('billPage.ticket.pieces'))}
                      style={{ width: 110, marginBottom: 4 }}
                      rules={[required(t('bill.piecesRequired'))]}
                    >
                      <InputNumber
                        min={1}
                        max={1_000_000}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={named(t('billPage.ticket.pieces'))}
                        data-testid={`bill-ticket-${index}-pieces`}
                      />
                    </Form.Item>
                  )}
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('billPage.finish.remove', { n })}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: index === 0 ? 30 : 0 }}
                  />
                </Flex>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_TICKETS}
              onClick={() => add({ ...blank })}
              style={{ marginTop: 8 }}
              data-testid="bill-ticket-add"
            >
              {t('billPage.finish.add')}
            </Button>
          </fieldset>
        )}
      </Form.List>
      <Form.Item name="allOut" label={t('billPage.finish.mode')} rules={[required(t('billPage.finish.modeRequired'))]}>
        <Radio.Group
          data-testid="bill-finish-mode"
          options={[
            {
              value: true,
              label: (
                <>
                  <Typography.Text strong>{t('billPage.finish.allOut')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t('billPage.finish.allOutHint')}</Typography.Text>
                </>
              ),
            },
            {
              value: false,
              label: (
                <>
                  <Typography.Text strong>{t('billPage.finish.partial')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t('billPage.finish.partialHint')}</Typography.Text>
                </>
              ),
            },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('billPage.finish.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </StepModal>
  );
}

/** The running total against the bill: the variance of an all-out finish, or what stays held after a partial one. */
function TicketTallyNotice({ tally, bill, allOut, unit }: { tally: TicketTally; bill: Bill; allOut: boolean; unit: string }) {
  const { t } = useTranslation();
  const params = {
    count: tally.nets.length,
    picked: formatNumber(tally.total.toString()),
    quantity: formatNumber(bill.quantity),
    variance: formatNumber(tally.left.toString()),
    left: formatNumber(tally.left.toString()),
    tolerance: formatNumber(tally.tolerance.toString()),
    pieces: tally.pieces,
    billPieces: bill.pieces,
    unit,
  };
  const summary = [
    t('billPage.finish.total', params),
    bill.pieces > 0 ? t('billPage.finish.totalPieces', params) : null,
    t(allOut ? 'billPage.finish.variance' : 'billPage.finish.left', params),
  ]
    .filter(Boolean)
    .join(t('common.itemSeparator'));
  const problem = tally.problem;
  return (
    <Alert
      type={problem ? (problem[0] === 'billPage.finish.incomplete' ? 'info' : 'error') : 'success'}
      showIcon
      data-testid="bill-finish-tally"
      data-ok={problem === null}
      aria-live="polite"
      title={summary}
      description={problem ? t(problem[0], problem[1]) : undefined}
    />
  );
}
