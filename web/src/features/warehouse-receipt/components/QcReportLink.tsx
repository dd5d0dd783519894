import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { filePreviewHref } from '../../files/index.ts';

/**
 * The QC report (质检报告), a private PDF: opened in /filePreview in a new tab, which fetches it as the caller (the
 * server lets the applicant, holder and keeper read it).
 */
export function QcReportLink({ fileKey, name }: { fileKey: string | null; name: string }) {
  const { t } = useTranslation();
  if (!fileKey) return <>-</>;
  const url = `/seeEncryptionView?${new URLSearchParams({ key: fileKey, type: 'pdf' }).toString()}`;
  return (
    <a href={filePreviewHref(url, name)} target="_blank" rel="noopener" data-testid="wr-qc-report">
      <FilePdfOutlined /> {t('receiptHolder.qcReportOpen')}
    </a>
  );
}
