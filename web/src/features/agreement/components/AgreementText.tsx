import type { AgreementVersion } from '@hgsc/contracts';
import { Empty, Space, Tag, Typography } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Markdown } from '../../../shared/markdown/Markdown.tsx';

/** One agreement's text (Markdown, rendered safely) with its version and publication time. */
export function AgreementText({
  agreement,
  maxHeight,
  showTitle = false,
  testId,
}: {
  agreement:
    | (Pick<AgreementVersion, 'title' | 'version' | 'content' | 'publishedAt'> & Partial<Pick<AgreementVersion, 'type'>>)
    | null
    | undefined;
  /** Scrolls inside this height (modals); unset: the page scrolls. */
  maxHeight?: number | string;
  /** Names the agreement above its version (where no heading around it does). */
  showTitle?: boolean;
  /** The rendered text's test id; by default `agreement-text-<type>`. */
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!agreement) return <Empty description={t('agreementText.none')} />;
  return (
    <div>
      <Space size={8} wrap style={{ marginBottom: 12 }}>
        {showTitle && <Typography.Text strong>{agreement.title}</Typography.Text>}
        <Tag color="blue">{t('agreementText.version', { version: agreement.version })}</Tag>
        <Typography.Text type="secondary">
          {t('agreementText.publishedAt', { time: formatDate(agreement.publishedAt) })}
        </Typography.Text>
      </Space>
      <section
        aria-label={agreement.title}
        tabIndex={maxHeight === undefined ? undefined : 0}
        style={
          maxHeight === undefined
            ? undefined
            : { maxHeight, overflowY: 'auto', padding: '12px 16px', border: '1px solid #f0f0f0', borderRadius: 6 }
        }
      >
        <Markdown source={agreement.content} testId={testId ?? `agreement-text-${agreement.type}`} />
      </section>
    </div>
  );
}
