import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type Receipt, unitWords } from '@hgsc/contracts';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { receiptApi } from '../api.ts';
import { partProblem, piecesOf, remainderProblem, type SplitRules, splitTally } from '../split-rules.ts';
import { Quantity } from './GoodsWords.tsx';

const MIN_PARTS = 2;
const MAX_PARTS = 50;

interface SplitForm {
  quantities: string[];
}

/**
 * 拆分: the holder types 2–50 quantities; the lot rules are shown, each part is checked as the server will, and the
 * running sum is held against the receipt's quantity in exact decimals. The split is confirmed (the receipt is
 * retired for good), sent once under one key, and the children handed back. Mounted per opening.
 */
export function SplitReceiptModal({
  receipt,
  onClose,
  onSplit,
}: {
  receipt: Receipt;
  onClose: () => void;
  onSplit: (children: Receipt[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const [form] = Form.useForm<SplitForm>();
  const [key] = useState(() => `split-${crypto.randomUUID()}`);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parts = Form.useWatch('quantities', form) ?? [];
  const rules: SplitRules = receipt;
  const tally = splitTally(parts, receipt.quantity);
  const unit = receipt.unit;
  const unitText = unitWords(unit, language);

  const problemText = (text: string | undefined) => {
    const problem = partProblem(text, rules);
    return problem ? t(problem[0], problem[1]) : null;
  };

  // What is left goes into the first empty part, or a new one when every part is filled.
  const fillRemainder = () => {
    if (!tally.left.greaterThan(0)) return;
    const current = (form.getFieldValue('quantities') as (string | undefined)[]) ?? [];
    const empty = current.findIndex((text) => !(text ?? '').trim());
    if (empty < 0 && current.length >= MAX_PARTS) return;
    const index = empty >= 0 ? empty : current.length;
    const next = [...current];
    next[index] = tally.left.toString();
    form.setFieldValue('quantities', next);
    void form.validateFields([['quantities', index]]);
  };

  const split = async (quantities: string[]) => {
    setRefusal(null);
    try {
      const children = await receiptApi.splitOnce({ id: receipt.id, quantities }, key);
      showSuccessToast(t('receipt.splitOk', { count: children.length }));
      await onSplit(children);
      onClose();
    } catch (error) {
      // The server names the rule a part broke: said in the modal, where the parts can be corrected.
      if (isApiError(error) && error.field) setRefusal(error.message);
      throw error;
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    const quantities = values.quantities.map((text) => text.trim());
    if (!splitTally(quantities, receipt.quantity).balanced) return;
    const remainder = remainderProblem(quantities, rules);
    if (remainder) {
      setRefusal(t(remainder[0], remainder[1]));
      return;
    }
    confirm({
      title: t('receiptHolder.split.confirmTitle', { no: receipt.receiptNo, count: quantities.length }),
      content: (
        <>
          <p>{`${quantities.map((q) => formatNumber(q)).join(' + ')} = ${formatNumber(receipt.quantity)} ${unitText}`}</p>
          <p>{t('receiptHolder.split.confirmHint')}</p>
        </>
      ),
      okText: t('receiptHolder.split.ok'),
      okTestId: 'wr-split-confirm',
      onOk: () => split(quantities),
    });
  };

  return (
    <Modal
      open
      title={t('receiptHolder.split.title', { no: receipt.receiptNo })}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('receiptHolder.split.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !tally.balanced, 'data-testid': 'wr-split-ok' }}
      destroyOnHidden
      data-testid="wr-split-modal"
    >
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 12 }}
        items={[
          { key: '0', label: t('receiptHolder.split.quantity'), children: <Quantity value={receipt.quantity} unit={unit} /> },
          {
            key: '1',
            label: t('receiptHolder.split.pieces'),
            children: receipt.pieces > 0 ? receipt.pieces : t('receiptHolder.split.bulk'),
          },
          { key: '2', label: t('receiptHolder.split.min'), children: <Quantity value={receipt.minSplitQty} unit={unit} /> },
          { key: '3', label: t('receiptHolder.split.step'), children: <Quantity value={receipt.splitStep} unit={unit} /> },
        ]}
      />
      <Typography.Paragraph type="secondary">
        {t(receipt.pieces > 0 ? 'receiptHolder.split.rulesPacked' : 'receiptHolder.split.rules', {
          min: MIN_PARTS,
          max: MAX_PARTS,
        })}
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="wr-split-refusal" />}
      <Form<SplitForm> form={form} layout="vertical" initialValues={{ quantities: ['', ''] }} preserve={false}>
        <Form.List name="quantities">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => {
                const part = (parts[index] ?? '').trim();
                const pieces = part && !partProblem(part, rules) ? piecesOf(new Decimal(part), rules) : null;
                return (
                  <Flex key={field.key} gap={8} align="flex-start">
                    <Form.Item
                      name={field.name}
                      label={t('receiptHolder.split.part', { n: index + 1 })}
                      style={{ flex: 1, marginBottom: 8 }}
                      extra={pieces ? t('receiptHolder.split.partPieces', { pieces: pieces.toString() }) : undefined}
                      rules={[
                        {
                          validator: (_, value: string | undefined) => {
                            const problem = problemText(value);
                            return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                          },
                        },
                      ]}
                    >
                      <Input inputMode="decimal" suffix={unitText} maxLength={20} data-testid={`wr-split-part-${index}`} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('receiptHolder.split.remove', { n: index + 1 })}
                      disabled={fields.length <= MIN_PARTS}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    />
                  </Flex>
                );
              })}
              <Flex gap={8} wrap style={{ marginBottom: 12 }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_PARTS}
                  onClick={() => add('')}
                  data-testid="wr-split-add"
                >
                  {t('receiptHolder.split.add')}
                </Button>
                <Button disabled={!tally.left.greaterThan(0)} onClick={fillRemainder} data-testid="wr-split-fill">
                  {t('receiptHolder.split.fill')}
                </Button>
              </Flex>
            </>
          )}
        </Form.List>
      </Form>
      <SplitTally sum={tally.sum} left={tally.left} quantity={receipt.quantity} unit={unitText} />
    </Modal>
  );
}

/** The running sum against the receipt's quantity: what is left to place, or how far over it is. */
function SplitTally({ sum, left, quantity, unit }: { sum: Decimal; left: Decimal; quantity: string; unit: string }) {
  const { t } = useTranslation();
  const params = { sum: formatNumber(sum.toString()), quantity: formatNumber(quantity), unit };
  const [tone, text] = left.isZero()
    ? (['success', t('receiptHolder.split.balanced', params)] as const)
    : left.greaterThan(0)
      ? (['info', t('receiptHolder.split.left', { ...params, left: formatNumber(left.toString()) })] as const)
      : (['error', t('receiptHolder.split.over', { ...params, over: formatNumber(left.negated().toString()) })] as const);
  return <Alert type={tone} showIcon title={text} data-testid="wr-split-tally" data-balanced={left.isZero()} />;
}
