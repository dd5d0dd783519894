import { filesRoutes } from '@hgsc/contracts';
import { Empty, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { site } from '../../shared/config.ts';
import { currentLanguage } from '../../shared/i18n/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { isLoggedIn } from '../../shared/session.ts';
import { showErrorToast } from '../../shared/toast.ts';
import { useBlobUrl } from '../../shared/use-blob-url.ts';

/**
 * Fetches a stored file as the caller: a logged-in user through /seeEncryptionView (the server's
 * file-access rules decide: uploader, operator, a party of the order …), a visitor through /seeView
 * (public files only). Fetched here: the views are GETs, and callForFile posts.
 */
async function fetchFile(key: string, type: string, signal: AbortSignal): Promise<{ blob: Blob } | { error: string }> {
  const { path } = isLoggedIn() ? filesRoutes.encryptedView : filesRoutes.view;
  const query = new URLSearchParams({ key, ...(type ? { type } : {}) });
  try {
    const response = await fetch(`${site.apiPrefix}${path}?${query.toString()}`, {
      credentials: 'same-origin',
      headers: { language: currentLanguage() },
      signal,
    });
    const mime = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
    if (!response.ok || mime === 'application/json') return { error: 'failed' };
    return { blob: new Blob([await response.arrayBuffer()], { type: mime || 'application/octet-stream' }) };
  } catch {
    return { error: 'failed' };
  }
}

/**
 * /filePreview?key=&type=&name= (SPEC §1): a PDF in the browser's own viewer (an <iframe> of an object
 * URL) or an image; 预览失败 (SPEC §2) when the file cannot be fetched.
 */
export default function FilePreviewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const type = search.get('type') ?? '';
  const name = search.get('name') ?? key;
  const mime = useRef('');
  const file = useBlobUrl(
    key
      ? (signal) =>
          fetchFile(key, type, signal).then((answer) => {
            if ('blob' in answer) mime.current = answer.blob.type;
            return answer;
          })
      : null,
    `${key}:${type}`,
  );
  const failed = file.status === 'failed';
  useEffect(() => {
    if (failed) showErrorToast(t('common.previewFailed'));
  }, [failed, t]);

  if (!key) return <Empty style={{ marginTop: 64 }} description={t('filePreview.missing')} />;
  if (failed) return <Result status="warning" title={t('common.previewFailed')} data-testid="file-preview-failed" />;
  if (file.status !== 'ready') {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const height = 'calc(100vh - 220px)';
  const isPdf = mime.current === 'application/pdf' || (mime.current === '' && type === 'pdf');
  return (
    <Flex vertical gap="small" style={{ maxWidth: 1200, margin: '16px auto', width: '100%', padding: '0 16px' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      {isPdf ? (
        <iframe
          src={file.url}
          title={name}
          data-testid="file-preview"
          style={{ width: '100%', height, minHeight: 480, border: 0 }}
        />
      ) : (
        <img
          src={file.url}
          alt={name}
          data-testid="file-preview"
          style={{ display: 'block', maxWidth: '100%', maxHeight: height, margin: '0 auto' }}
        />
      )}
    </Flex>
  );
}
