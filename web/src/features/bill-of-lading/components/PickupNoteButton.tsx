import { FilePdfOutlined } from '@ant-design/icons';
import type { Bill } from '@hgsc/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { billApi } from '../api.ts';

/** Whether the bill has a pick-up note to print: once scheduled (the code on it), and after the finish. */
export const hasPickupNote = (bill: Pick<Bill, 'status'>) => bill.status === 'scheduled' || bill.status === 'finished';

/**
 * 下载提货单: the PDF the driver shows at the gate, with the pick-up code and the QR code leading to the keeper's
 * board. Drawn by the server now; nothing shown before the bill is scheduled.
 */
export function PickupNoteButton({
  bill,
  compact = false,
}: {
  bill: Pick<Bill, 'id' | 'billNo' | 'status' | 'sides'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The note carries the gate's code: it is drawn for the bill's two sides only, not the operator.
  if (!hasPickupNote(bill) || bill.sides.length === 0) return null;
  const download = async () => {
    setBusy(true);
    try {
      await billApi.downloadNote(bill.id, bill.billNo);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type={compact ? 'link' : 'default'}
      size={compact ? 'small' : 'middle'}
      icon={compact ? undefined : <FilePdfOutlined />}
      style={compact ? { padding: 0 } : undefined}
      loading={busy}
      onClick={() => void download()}
      aria-label={compact ? t('billPage.note.downloadOf', { no: bill.billNo }) : undefined}
      data-testid={`bill-note-${bill.id}`}
    >
      {t('billPage.note.download')}
    </Button>
  );
}
