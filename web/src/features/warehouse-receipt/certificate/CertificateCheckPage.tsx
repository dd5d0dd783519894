import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { receiptCertificateRoutes } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Input, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { call } from '../../../shared/request/call.ts';

const VERDICT_ICON = {
  valid: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  notInForce: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
  tampered: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
} as const;
const VERDICT_STATUS = { valid: 'success', notInForce: 'warning', tampered: 'error' } as const;

/**
 * /huoquanCertificate?code= : where a title certificate's QR code leads, for anyone (a bank, a buyer, a gate): the
 * receipt's standing now, the goods, the warehouse, the holder masked, and whether its operation log is intact.
 */
export default function CertificateCheckPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const check = useQuery({
    queryKey: ['certificate-check', code],
    queryFn: () => call(receiptCertificateRoutes.verify, { code }, { passCodes: [404] }),
    enabled: code !== '',
    retry: false,
  });

  return (
    <div style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <Card
        title={
          <span>
            <SafetyCertificateOutlined /> {t('certificateCheck.title')}
          </span>
        }
      >
        <Input.Search
          defaultValue={code}
          placeholder={t('certificateCheck.codePlaceholder')}
          enterButton={t('certificateCheck.check')}
          onSearch={(value) => setParams(value.trim() ? { code: value.trim().toUpperCase() } : {})}
          style={{ marginBottom: 16 }}
          data-testid="certificate-code"
        />
        {code === '' && <Alert type="info" showIcon title={t('certificateCheck.hint')} />}
        {check.isFetching && <Skeleton active />}
        {check.isError && <Result status="warning" title={t('certificateCheck.notFound')} data-testid="certificate-not-found" />}
        {check.data && (
          <>
            <Result
              status={VERDICT_STATUS[check.data.verdict]}
              icon={VERDICT_ICON[check.data.verdict]}
              title={check.data.verdictText}
              subTitle={t('certificateCheck.checkedAt', { at: formatDate(new Date().toISOString()) })}
              data-testid={`certificate-verdict-${check.data.verdict}`}
            />
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="certificate-facts">
              <Descriptions.Item label={t('certificateCheck.receiptNo')}>{check.data.receiptNo}</Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.status')}>{check.data.statusLabel}</Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.goods')}>
                {`${check.data.productName} ${check.data.grade}（CAS ${check.data.casNumber}）`}
              </Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.batch')}>{check.data.batchNo}</Descriptions.Item>
              <Descriptions.Item
                label={t('certificateCheck.quantity')}
              >{`${check.data.quantity} ${check.data.unit}`}</Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.holder')}>{check.data.holderMasked}</Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.warehouse')} span={2}>
                {`${check.data.warehouseName} · ${check.data.warehouseAddress}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.keeper')}>{check.data.keeperCompanyName}</Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.issuedAt')}>
                {check.data.issuedAt ? formatDate(check.data.issuedAt) : '-'}
              </Descriptions.Item>
              {check.data.cancelledAt && (
                <Descriptions.Item label={t('certificateCheck.cancelledAt')}>
                  {formatDate(check.data.cancelledAt)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('certificateCheck.chain')} span={2}>
                {check.data.chainIntact
                  ? t('certificateCheck.chainIntact', { steps: check.data.steps })
                  : t('certificateCheck.chainBroken')}
              </Descriptions.Item>
              <Descriptions.Item label={t('certificateCheck.latestHash')} span={2}>
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {check.data.latestHash ?? '-'}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
    </div>
  );
}
