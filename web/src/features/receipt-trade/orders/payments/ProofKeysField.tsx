import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { FileUploadField } from '../../../../shared/ui/FileUploadField.tsx';

interface Slot {
  id: number;
  key?: string;
}

/**
 * A form control whose value is the keys of several bank proofs (a receipt payment takes up to `limit`): each slot is
 * the product order's proof upload (an image or a PDF, checked, uploaded privately, previewed); a filled slot opens a
 * new empty one below it until the limit, and each filled slot can be removed. Slots keep their own ids, so removing
 * one keeps the previews of the others.
 */
export function ProofKeysField({
  onChange,
  id,
  limit,
  testId,
  ...aria
}: {
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
  limit: number;
  testId: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const nextId = useRef(1);
  const [slots, setSlots] = useState<Slot[]>([{ id: 0 }]);

  const change = (next: Slot[]) => {
    const filled = next.filter((slot) => slot.key);
    // One empty slot waits below the filled ones while more may be added.
    const shown = filled.length < limit ? [...filled, next.find((slot) => !slot.key) ?? { id: nextId.current++ }] : filled;
    setSlots(shown);
    onChange?.(filled.map((slot) => slot.key as string));
  };

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {slots.map((slot, index) => (
        <Flex key={slot.id} gap={8} align="flex-start" data-testid={`${testId}-slot`}>
          <FileUploadField
            id={index === 0 ? id : undefined}
            kind="file"
            value={slot.key}
            onChange={(key) => change(slots.map((s) => (s.id === slot.id ? { ...s, key } : s)))}
            testId={`${testId}-${index}`}
            buttonText={t(index === 0 ? 'receiptTrade.pay.upload' : 'receiptTrade.pay.uploadMore')}
            aria-label={t('receiptTrade.pay.proofOf', { n: index + 1, label: aria['aria-label'] ?? '' })}
          />
          {slot.key && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('receiptTrade.pay.removeProof', { n: index + 1 })}
              onClick={() => change(slots.filter((s) => s.id !== slot.id))}
              data-testid={`${testId}-${index}-remove`}
            />
          )}
        </Flex>
      ))}
    </Flex>
  );
}
