import { Modal } from 'antd';

/**
 * 预览: a private file (/seeEncryptionView, admitted for both parties of its order) in a modal — a
 * PDF in the browser's own viewer, an image as it is. Closing the modal drops the frame.
 */
export function FilePreviewModal({
  file,
  onClose,
  testId,
}: {
  file: { url: string; mime: string; name: string } | null;
  onClose: () => void;
  testId: string;
}) {
  const height = Math.max(360, Math.round(window.innerHeight * 0.7));
  return (
    <Modal open={file !== null} title={file?.name} onCancel={onClose} footer={null} width="min(1000px, 96vw)" destroyOnHidden>
      {file &&
        (file.mime === 'application/pdf' ? (
          <iframe src={file.url} title={file.name} data-testid={testId} style={{ width: '100%', height, border: 0 }} />
        ) : (
          <img
            src={file.url}
            alt={file.name}
            data-testid={testId}
            style={{ display: 'block', maxWidth: '100%', maxHeight: height, margin: '0 auto' }}
          />
        ))}
    </Modal>
  );
}
