import { FilePdfOutlined } from '@ant-design/icons';
import type { ReceiptPayment } from '@hgsc/contracts';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showValidationToast } from '../../../../shared/toast.ts';

/**
 * A payment's bank proofs as the product order's page shows them: each image previewed (click to enlarge, the
 * preview's toolbar downloads it), each PDF opened in a new tab.
 */
export function ProofFiles({ proofs }: { proofs: ReceiptPayment['proofs'] }) {
  const { t } = useTranslation();
  if (proofs.length === 0) return <Typography.Text type="secondary">{t('order.proof.none')}</Typography.Text>;
  return (
    <Flex wrap gap={8} data-testid="payment-proofs">
      <Image.PreviewGroup>
        {proofs.map((proof) =>
          proof.mime === 'application/pdf' ? (
            <a
              key={proof.key}
              href={proof.url}
              target="_blank"
              rel="noreferrer"
              data-testid="payment-proof-pdf"
              aria-label={t('order.proof.openPdf', { name: proof.name })}
            >
              <FilePdfOutlined /> {proof.name}
            </a>
          ) : (
            <Image
              key={proof.key}
              src={proof.url}
              alt={proof.name}
              width={64}
              height={48}
              style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4 }}
              data-testid="payment-proof-image"
              onError={() => showValidationToast(t('common.previewFailed'))}
            />
          ),
        )}
      </Image.PreviewGroup>
    </Flex>
  );
}
