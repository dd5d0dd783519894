import { Col, Input, Row, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation.ts';
import { Markdown } from './Markdown.tsx';

/**
 * A Markdown source box with a live preview beside it (below it on narrow screens); usable as a
 * Form control (value / onChange).
 */
export function MarkdownEditor({
  id,
  value,
  onChange,
  maxLength,
  label,
  testId,
  height = 480,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  maxLength: number;
  /** The source box's accessible name. */
  label: string;
  testId: string;
  height?: number;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={maxLength}
          showCount
          aria-label={label}
          data-testid={testId}
          spellCheck={false}
          style={{ height, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 28, fontSize: 12 }}>
          {t('markdown.hint')}
        </Typography.Text>
      </Col>
      <Col xs={24} lg={12}>
        <section
          aria-label={t('markdown.preview')}
          style={{
            height,
            overflowY: 'auto',
            padding: '8px 16px',
            border: '1px solid #f0f0f0',
            borderRadius: 6,
            background: '#fff',
          }}
          data-testid={`${testId}-preview`}
        >
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
            {t('markdown.preview')}
          </Typography.Text>
          {value?.trim() ? (
            <Markdown source={value} />
          ) : (
            <Typography.Text type="secondary">{t('markdown.empty')}</Typography.Text>
          )}
        </section>
      </Col>
    </Row>
  );
}
