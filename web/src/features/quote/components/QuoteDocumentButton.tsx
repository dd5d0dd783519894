import { FilePdfOutlined } from '@ant-design/icons';
import { quoteRoutes } from '@hgsc/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { downloadPostedFile } from '../../../shared/request/binary-download.ts';

/**
 * 下载报价单: a version's quotation PDF, drawn now with every version's digest checked and sealed by the platform —
 * what either side keeps or shows as proof of what was offered.
 */
export function QuoteDocumentButton({
  quote,
  version,
  size,
}: {
  quote: { id: number; quoteNo: string };
  version: number;
  size?: 'small';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPostedFile(
        quoteRoutes.document.path,
        { id: quote.id, version },
        `quotation-${quote.quoteNo}-v${version}.pdf`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      size={size}
      loading={busy}
      onClick={() => void download()}
      data-testid={`quote-document-${version}`}
    >
      {t('quote.document.download')}
    </Button>
  );
}
