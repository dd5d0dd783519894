import { FilePdfOutlined } from '@ant-design/icons';
import type { OrderView } from '@hgsc/contracts';
import { Descriptions, Flex, Image, Typography } from 'antd';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showValidationToast } from '../../../shared/toast.ts';

type ProofOrder = Pick<OrderView, 'paymentProofs' | 'paymentRemark' | 'paidAt' | 'totalAmount' | 'currency'>;

/** The buyer's bank-transfer proof as the seller checks it: each image previewed (click to enlarge), each PDF opened. */
export function ProofFiles({ proofs }: { proofs: OrderView['paymentProofs'] }) {
  const { t } = useTranslation();
  if (proofs.length === 0) return <Typography.Text type="secondary">{t('order.proof.none')}</Typography.Text>;
  return (
    <Flex wrap gap={12} data-testid="order-proof-files">
      <Image.PreviewGroup>
        {proofs.map((proof) =>
          proof.mime === 'application/pdf' ? (
            <a
              key={proof.key}
              href={proof.url}
              target="_blank"
              rel="noreferrer"
              data-testid="order-proof-pdf"
              aria-label={t('order.proof.openPdf', { name: proof.name })}
            >
              <FilePdfOutlined /> {proof.name}
            </a>
          ) : (
            <Image
              key={proof.key}
              src={proof.url}
              alt={proof.name}
              width={160}
              height={120}
              style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4 }}
              data-testid="order-proof-image"
              onError={() => showValidationToast(t('common.previewFailed'))}
            />
          ),
        )}
      </Image.PreviewGroup>
    </Flex>
  );
}

/** 付款凭证 on the order and in 确认收款: what the buyer says it paid, when, with which note and proof. */
export function PaymentProofs({ order }: { order: ProofOrder }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="order-payment-proof"
      items={[
        { key: 'amount', label: t('order.proof.amount'), children: formatMoney(order.totalAmount, order.currency) },
        { key: 'paidAt', label: t('order.detail.paidAt'), children: formatDate(order.paidAt) },
        {
          key: 'remark',
          label: t('order.pay.remark'),
          children: <span data-testid="order-payment-remark">{order.paymentRemark || t('order.proof.noRemark')}</span>,
        },
        { key: 'files', label: t('order.detail.paymentProof'), children: <ProofFiles proofs={order.paymentProofs} /> },
      ]}
    />
  );
}
