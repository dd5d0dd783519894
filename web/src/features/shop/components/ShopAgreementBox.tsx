import type { ShopAgreement } from '@hgsc/contracts';
import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { Markdown } from '../../../shared/markdown/Markdown.tsx';

/** The shop entry agreement (店铺入驻协议) the applicant reads before accepting it. */
export function ShopAgreementBox({ agreement }: { agreement: ShopAgreement | null }) {
  const { t } = useTranslation();
  if (!agreement) {
    return <Alert type="warning" showIcon title={t('seller.entry.noAgreement')} data-testid="shop-agreement-none" />;
  }
  return (
    <div data-testid="shop-agreement">
      <Space size={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{agreement.title}</Typography.Text>
        <Tag color="blue">{t('agreementText.version', { version: agreement.version })}</Tag>
        <Typography.Text type="secondary">
          {t('agreementText.publishedAt', { time: formatDate(agreement.publishedAt) })}
        </Typography.Text>
      </Space>
      <section
        aria-label={agreement.title}
        style={{ maxHeight: 280, overflowY: 'auto', padding: '12px 16px', border: '1px solid #f0f0f0', borderRadius: 6 }}
      >
        <Markdown source={agreement.content} testId="shop-agreement-text" />
      </section>
    </div>
  );
}
