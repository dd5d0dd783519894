import { FilePdfOutlined } from '@ant-design/icons';
import { Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showValidationToast } from '../../../shared/toast.ts';

const extensionOf = (url: string) => {
  try {
    const type = new URL(url, window.location.origin).searchParams.get('type');
    if (type) return type.toLowerCase();
  } catch {
    // Not a URL: fall back to the path's extension.
  }
  return (url.split('?')[0]?.split('.').pop() ?? '').toLowerCase();
};

/**
 * A stored file (a /seeEncryptionView or /seeView link; the server checks the operator may see it):
 * images inline with a zoomable preview, PDFs embedded with a link to open them. A file that does not
 * load says 预览失败 (SPEC §8).
 */
export function FilePreview({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const onError = () => {
    setFailed(true);
    showValidationToast(t('common.previewFailed'));
  };
  if (failed) return <Typography.Text type="danger">{t('common.previewFailed')}</Typography.Text>;
  if (extensionOf(url) === 'pdf') {
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
        <iframe src={url} title={label} style={{ width: '100%', height: 480, border: '1px solid #f0f0f0' }} />
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          <FilePdfOutlined /> {t('audit.openFile')}
        </Typography.Link>
      </Space>
    );
  }
  return (
    <Image
      src={url}
      alt={label}
      width={320}
      style={{ maxHeight: 320, objectFit: 'contain', border: '1px solid #f0f0f0' }}
      onError={onError}
      data-testid={testId}
    />
  );
}
