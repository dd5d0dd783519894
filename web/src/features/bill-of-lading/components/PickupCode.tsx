import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The gate's 8-character code, large and copyable, read out character by character by a screen reader. */
export function PickupCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      copyable={{ text: code, tooltips: [t('billPage.code.copy'), t('billPage.code.copied')] }}
      aria-label={t('billPage.code.aria', { code: code.split('').join(' ') })}
      style={{ fontFamily: 'monospace', fontSize: 30, fontWeight: 600, letterSpacing: 6 }}
      data-testid="bill-pickup-code"
    >
      {code}
    </Typography.Text>
  );
}
