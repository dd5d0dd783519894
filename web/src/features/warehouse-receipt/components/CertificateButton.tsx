import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type Receipt, receiptCertificateRoutes } from '@hgsc/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { downloadPostedFile } from '../../../shared/request/binary-download.ts';

/**
 * The title certificate (货权证书) of a receipt in force: its PDF, drawn now with the keeper's and platform's seals,
 * and the public check its QR code leads to.
 */
export function CertificateButton({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (receipt.status !== 'active' || !receipt.certificateCode) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadPostedFile(
        receiptCertificateRoutes.download.path,
        { id: receipt.id },
        `certificate-${receipt.receiptNo}.pdf`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4}>
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={busy}
        onClick={() => void download()}
        data-testid="wr-certificate-download"
      >
        {t('certificateCheck.download')}
      </Button>
      <Link to={`/huoquanCertificate?code=${receipt.certificateCode}`} target="_blank" data-testid="wr-certificate-check">
        {t('certificateCheck.open')}
      </Link>
    </Space>
  );
}
