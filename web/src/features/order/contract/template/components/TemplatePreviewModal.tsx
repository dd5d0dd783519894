import type { ContractTemplatePreviewInput } from '@hgsc/contracts';
import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlobUrl } from '../../../use-blob-url.ts';
import { fetchTemplatePreview } from '../template-api.ts';

/**
 * 预览: a template filled with a sample order (or the seller's order), as a PDF in a modal — an
 * <iframe> of a blob URL, revoked when the modal closes or the request changes.
 */
export function TemplatePreviewModal({
  request,
  title,
  onClose,
}: {
  /** What to preview; null keeps the modal closed. */
  request: ContractTemplatePreviewInput | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useBlobUrl(
    request ? (signal) => fetchTemplatePreview(request, signal) : null,
    request ? JSON.stringify(request) : '',
  );

  const height = Math.max(360, Math.round(window.innerHeight * 0.7));
  return (
    <Modal open={request !== null} title={title} onCancel={onClose} footer={null} width="min(1000px, 96vw)" destroyOnHidden>
      {request !== null &&
        (state.status === 'failed' ? (
          <Alert type="error" showIcon title={state.error} data-testid="template-preview-error" />
        ) : state.status === 'ready' ? (
          <iframe
            src={state.url}
            title={t('contractTemplatePage.preview.frameTitle')}
            data-testid="template-preview-frame"
            style={{ width: '100%', height, border: '1px solid #f0f0f0' }}
          />
        ) : (
          <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Spin />
          </div>
        ))}
    </Modal>
  );
}
