import type { ContractTemplatePreviewInput } from '@hgsc/contracts';
import { Modal } from 'antd';
import { useBlobUrl } from '../../../../../shared/use-blob-url.ts';
import { PdfFrame } from '../../components/ContractPdf.tsx';
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
  const state = useBlobUrl(
    request ? (signal) => fetchTemplatePreview(request, signal) : null,
    request ? JSON.stringify(request) : '',
  );

  const height = Math.max(360, Math.round(window.innerHeight * 0.7));
  return (
    <Modal open={request !== null} title={title} onCancel={onClose} footer={null} width="min(1000px, 96vw)" destroyOnHidden>
      {request !== null && (
        <PdfFrame state={state} height={height} testId="template-preview-frame" errorTestId="template-preview-error" />
      )}
    </Modal>
  );
}
