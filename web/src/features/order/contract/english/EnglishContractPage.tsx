import { type ContractView, usdInWords } from '@hgsc/contracts';
import { Alert, Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { positiveInt } from '../../../../shared/url-query.ts';
import { AccessorySection } from '../accessory/AccessorySection.tsx';
import { ContractActions } from '../components/ContractActions.tsx';
import { ContractPdfFrame } from '../components/ContractPdf.tsx';
import { StageTag } from '../components/StageTag.tsx';
import { contractInfoPath } from '../contract-stage.ts';
import { EvidenceSection } from '../evidence/EvidenceSection.tsx';
import { useContractOrder } from '../use-contract-order.tsx';

/** An amount in words never fails the page: a malformed value shows nothing. */
function wordsOf(amount: string | undefined): string {
  if (!amount) return '-';
  try {
    return usdInWords(amount);
  } catch {
    return '-';
  }
}

/**
 * /englishContract?orderId=: the English contract of a USD order — parties, the
 * amount in US dollars and in words, the PDF, and the same steps as the Chinese contract page
 * (生成, 签署 with the SMS code and the seal, 下载, 取消). A CNY order points to its Chinese contract
 * page; another company's order gets SPEC §2's notice.
 */
export default function EnglishContractPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = positiveInt(search.get('orderId'));
  const page = useContractOrder(orderId);
  if (!page.ready) return page.placeholder;

  const { versions, order, current, latest, steps, facts } = page;
  const party = latest?.party ?? (order?.party === 'seller' ? 'seller' : 'buyer');
  const currency = facts.currency ?? 'CNY';
  const totalAmount = facts.totalAmount;
  const signature = (contract: ContractView, side: 'buyer' | 'seller') => {
    const s = contract.signatures.find((item) => item.party === side);
    return s
      ? t('englishContract.signedBy', { signer: s.signerName, company: s.companyName, time: formatDate(s.signedAt) })
      : t('englishContract.notSigned');
  };

  if (currency !== 'USD') {
    return (
      <Flex vertical gap="middle" style={{ maxWidth: 1200, margin: '24px auto', width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title={t('englishContract.notUsd')}
          description={<Link to={contractInfoPath(page.orderId, party)}>{t('englishContract.toChinese')}</Link>}
          data-testid="english-contract-not-usd"
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1200, margin: '24px auto', width: '100%' }}>
      <Card
        title={
          <Space wrap>
            {t('englishContract.title')}
            <Tag color="gold">{t('englishContract.usdTag')}</Tag>
            {current && (
              <Tag color={current.status === 'signed' ? 'success' : 'processing'} data-testid="english-contract-status">
                {current.statusLabel}
              </Tag>
            )}
            <StageTag order={steps} />
          </Space>
        }
        extra={
          <ContractActions
            order={steps}
            contractNo={current?.contractNo}
            hasContract={Boolean(current)}
            affirmed={current ? current.affirmedBy.includes(party) : undefined}
            exclude={['preview']}
          />
        }
      >
        <Typography.Paragraph type="secondary">{t('englishContract.hint')}</Typography.Paragraph>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          bordered
          items={[
            {
              key: 'orderNo',
              label: t('englishContract.orderNo'),
              children: <Link to={`/order/${page.orderId}`}>{facts.orderNo ?? '-'}</Link>,
            },
            {
              key: 'contractNo',
              label: t('englishContract.contractNo'),
              children: current ? (
                <Typography.Text copyable data-testid="english-contract-no">
                  {current.contractNo}
                </Typography.Text>
              ) : (
                '-'
              ),
            },
            {
              key: 'amount',
              label: t('englishContract.amount'),
              children: <span data-testid="english-contract-amount">{formatMoney(totalAmount, 'USD')}</span>,
            },
            {
              key: 'words',
              label: t('englishContract.amountInWords'),
              children: <span data-testid="english-contract-words">{wordsOf(totalAmount)}</span>,
            },
            {
              key: 'seller',
              label: t('englishContract.seller'),
              children: facts.sellerCompanyName ?? '-',
            },
            {
              key: 'buyer',
              label: t('englishContract.buyer'),
              children: facts.buyerCompanyName ?? '-',
            },
            ...(current
              ? [
                  {
                    key: 'sellerSignature',
                    label: t('englishContract.sellerSignature'),
                    children: <span data-testid="english-contract-seller-signature">{signature(current, 'seller')}</span>,
                  },
                  {
                    key: 'buyerSignature',
                    label: t('englishContract.buyerSignature'),
                    children: <span data-testid="english-contract-buyer-signature">{signature(current, 'buyer')}</span>,
                  },
                  {
                    key: 'sha256',
                    label: t('englishContract.sha256'),
                    span: 2,
                    children: (
                      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                        {current.sha256}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {!current && (
          <Empty style={{ marginTop: 24 }} description={t('englishContract.noContract')} data-testid="english-contract-none" />
        )}
      </Card>

      {current && (
        <Card title={t('englishContract.pdf')}>
          <ContractPdfFrame orderId={page.orderId} revision={current.sha256} testId="english-contract-pdf" />
        </Card>
      )}

      {current && <AccessorySection orderId={page.orderId} />}
      {versions.length > 0 && <EvidenceSection orderId={page.orderId} />}
    </Flex>
  );
}
