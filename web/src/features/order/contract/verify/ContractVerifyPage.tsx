import { CheckCircleFilled, CloseCircleFilled, UploadOutlined } from '@ant-design/icons';
import type { ContractVerifyResult } from '@hgsc/contracts';
import { Button, Card, Descriptions, Flex, Form, Input, Result, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { requiredText } from '../../../../shared/ui/form-rules.ts';
import { verifyApi } from './verify-api.ts';

interface CodeValues {
  contractNo: string;
  code: string;
}

/**
 * /contractVerify (public, no login: whoever holds a copy may check it): whether a contract is the unaltered
 * original signed on the platform — by its number and the verification code on its last page, or by uploading the PDF
 * (its PAdES signature and SHA-256 are checked by the server). `?contractNo=` prefills the number.
 */
export default function ContractVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [result, setResult] = useState<ContractVerifyResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (check: () => Promise<ContractVerifyResult>) => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await check());
    } catch (error) {
      // The request layer has shown the server's message (wrong code, too many tries, not a PDF).
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 860, margin: '0 auto', padding: '32px 16px', width: '100%' }}>
      <Card title={t('verifyPage.title')}>
        <Typography.Paragraph type="secondary">{t('verifyPage.intro')}</Typography.Paragraph>
        <Tabs
          onChange={() => setResult(null)}
          items={[
            {
              key: 'code',
              label: <span data-testid="verify-tab-code">{t('verifyPage.byCode')}</span>,
              children: (
                <Form<CodeValues>
                  layout="vertical"
                  requiredMark={false}
                  initialValues={{ contractNo: search.get('contractNo') ?? '' }}
                  onFinish={(values) => run(() => verifyApi.byCode(values.contractNo.trim(), values.code.trim()))}
                  style={{ maxWidth: 420 }}
                >
                  <Form.Item
                    name="contractNo"
                    label={t('verifyPage.contractNo')}
                    rules={[requiredText(t('verifyPage.contractNoRequired'))]}
                  >
                    <Input maxLength={40} data-testid="verify-contract-no" />
                  </Form.Item>
                  <Form.Item name="code" label={t('verifyPage.code')} rules={[requiredText(t('verifyPage.codeRequired'))]}>
                    <Input maxLength={40} placeholder={t('verifyPage.codePlaceholder')} data-testid="verify-code" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={busy} data-testid="verify-submit">
                    {t('verifyPage.check')}
                  </Button>
                </Form>
              ),
            },
            {
              key: 'file',
              label: <span data-testid="verify-tab-file">{t('verifyPage.byFile')}</span>,
              children: (
                <Flex vertical gap="small" align="start">
                  <Upload
                    accept="application/pdf,.pdf"
                    maxCount={1}
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void run(() => verifyApi.byFile(file));
                      return false;
                    }}
                  >
                    <Button icon={<UploadOutlined />} loading={busy} data-testid="verify-file">
                      {t('verifyPage.pickFile')}
                    </Button>
                  </Upload>
                  <Typography.Text type="secondary">{t('verifyPage.fileHint')}</Typography.Text>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      {result && <VerifyResult result={result} />}
    </Flex>
  );
}

function VerifyResult({ result }: { result: ContractVerifyResult }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="verify-result" data-original={String(result.original)} data-reason={result.reason ?? ''}>
      <Result
        status={result.original ? 'success' : 'error'}
        icon={result.original ? <CheckCircleFilled /> : <CloseCircleFilled />}
        title={result.original ? t('verifyPage.result.original') : t('verifyPage.result.notOriginal')}
        subTitle={<span data-testid="verify-result-message">{result.message}</span>}
        style={{ padding: '16px 0' }}
      />
      {result.original ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'contractNo', label: t('verifyPage.result.contractNo'), children: result.contractNo ?? '-' },
            { key: 'orderNo', label: t('verifyPage.result.orderNo'), children: result.orderNo ?? '-' },
            {
              key: 'signers',
              label: t('verifyPage.result.signers'),
              children: (
                <Flex vertical data-testid="verify-signers">
                  {result.signers.map((s) => (
                    <span key={s.party}>
                      {s.partyLabel}
                      {t('common.colon')}
                      {t('verifyPage.result.signer', {
                        company: s.companyName,
                        signer: s.signerName,
                        time: formatDate(s.signedAt),
                      })}
                    </span>
                  ))}
                </Flex>
              ),
            },
            { key: 'sealedAt', label: t('verifyPage.result.sealedAt'), children: formatDate(result.sealedAt) },
            {
              key: 'sha256',
              label: t('verifyPage.result.sha256'),
              children: (
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="verify-sha256">
                  {result.sha256}
                </Typography.Text>
              ),
            },
            {
              key: 'certificate',
              label: t('verifyPage.result.certificate'),
              children: (
                <Flex vertical>
                  <span>{result.certificate?.subject || '-'}</span>
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                    SHA-256: {result.certificate?.sha256}
                  </Typography.Text>
                </Flex>
              ),
            },
          ]}
        />
      ) : (
        result.contractNo && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('verifyPage.result.claimed', { contractNo: result.contractNo })}
          </Typography.Paragraph>
        )
      )}
    </Card>
  );
}
