import { ScanOutlined } from '@ant-design/icons';
import { Alert, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { billApi } from '../api.ts';

const CODE = /^[A-Z0-9]{8}$/;

/**
 * The gate's look-up: the 8-character code typed, or read by a scanner (which types it and presses Enter), opens
 * its bill. `initialCode` is the code of the QR code on a pick-up note (/manage/pickupBoard?code=), looked up at once.
 */
export function GateLookup({ initialCode, onFound }: { initialCode: string | null; onFound: (billId: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialCode ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const find = async (typed: string) => {
    const code = typed.trim().toUpperCase();
    setError(null);
    if (!CODE.test(code)) {
      setError(t('bill.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const bill = await billApi.byCode(code);
      onFound(bill.id);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.message || t('billPage.board.codeNotFound'));
    } finally {
      setBusy(false);
    }
  };

  // The note's QR code: each code the board is opened with is looked up once (scanning another opens that one).
  const asked = useRef<string | null>(null);
  const findRef = useRef(find);
  findRef.current = find;
  useEffect(() => {
    if (!initialCode) {
      // The board dropped the code once its bill was closed: the same note scanned again opens it again.
      asked.current = null;
      return;
    }
    if (asked.current === initialCode) return;
    asked.current = initialCode;
    setValue(initialCode.toUpperCase());
    void findRef.current(initialCode);
  }, [initialCode]);

  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 420 }} size={4}>
      <Input.Search
        value={value}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
        onSearch={(typed) => void find(typed)}
        loading={busy}
        maxLength={8}
        allowClear
        prefix={<ScanOutlined aria-hidden />}
        placeholder={t('billPage.board.codePlaceholder')}
        aria-label={t('billPage.board.codeLabel')}
        enterButton={t('billPage.board.codeFind')}
        style={{ fontFamily: 'monospace' }}
        status={error ? 'error' : undefined}
        data-testid="bill-gate-code"
      />
      {error && <Alert type="error" showIcon title={error} data-testid="bill-gate-error" role="alert" />}
    </Space>
  );
}
