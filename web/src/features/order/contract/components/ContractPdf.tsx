import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { type BlobUrlState, useBlobUrl } from '../../../../shared/use-blob-url.ts';
import { fetchContractPdf } from '../contract-api.ts';

/**
 * The order's current contract PDF as an object URL while `enabled`; `revision` (the file's hash)
 * fetches it again after a signature.
 */
export function useContractPdfUrl(orderId: number, enabled: boolean, revision?: string): BlobUrlState {
  return useBlobUrl(enabled ? (signal) => fetchContractPdf(orderId, signal) : null, `${orderId}:${revision ?? ''}`);
}

/** The PDF in the browser's own viewer (an <iframe> of the object URL). */
export function ContractPdfFrame({
  orderId,
  revision,
  height = 720,
  testId,
}: {
  orderId: number;
  revision?: string;
  height?: number;
  testId: string;
}) {
  return <PdfFrame state={useContractPdfUrl(orderId, true, revision)} height={height} testId={testId} />;
}

/** A fetched PDF (see useBlobUrl) in the browser's own viewer: an <iframe>, a spinner meanwhile, or why it failed. */
export function PdfFrame({
  state,
  height = 720,
  testId,
  errorTestId = `${testId}-error`,
}: {
  state: BlobUrlState;
  height?: number;
  testId: string;
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  if (state.status === 'failed') return <Alert type="error" showIcon title={state.error} data-testid={errorTestId} />;
  if (state.status !== 'ready') {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin />
      </div>
    );
  }
  return (
    <iframe
      src={state.url}
      title={t('contractPage.preview.frameTitle')}
      data-testid={testId}
      style={{ width: '100%', height, border: '1px solid #f0f0f0' }}
    />
  );
}

/** 预览: the PDF in a modal; closing it drops the frame and revokes its URL. */
export function ContractPreviewModal({
  orderId,
  open,
  title,
  onClose,
}: {
  orderId: number;
  open: boolean;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width="min(1000px, 96vw)" destroyOnHidden>
      {open && (
        <ContractPdfFrame
          orderId={orderId}
          height={Math.max(360, Math.round(window.innerHeight * 0.7))}
          testId="contract-preview-frame"
        />
      )}
    </Modal>
  );
}
