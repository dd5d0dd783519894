import type { ContractSharedView } from '@hgsc/contracts';
import { Button, Card, Descriptions, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { downloadPostedFile } from '../../../../shared/request/binary-download.ts';
import { requiredText } from '../../../../shared/ui/form-rules.ts';
import { useBlobUrl } from '../../../../shared/use-blob-url.ts';
import { PdfFrame } from '../components/ContractPdf.tsx';
import { contractFactItems } from './contract-fact-items.tsx';
import { linkApi } from './link-api.ts';

/**
 * /linkExtraction?token= (public, SPEC §1 "contract share"): a contract shared read-only. The
 * extraction code the sharer passed on opens its facts and PDF; wrong codes are throttled by the
 * server (its message is toasted).
 */
export default function LinkExtractionPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [opened, setOpened] = useState<{ view: ContractSharedView; code: string }>();
  const [opening, setOpening] = useState(false);

  if (!token) return <Result status="warning" title={t('contractLink.sign.noToken')} />;
  if (opened) return <SharedContract token={token} code={opened.code} view={opened.view} />;

  const open = async ({ code }: { code: string }) => {
    setOpening(true);
    try {
      setOpened({ view: await linkApi.sharedView(token, code.trim()), code: code.trim() });
    } catch {
      // The request layer has shown the server's message (wrong code, too many tries, link gone).
    } finally {
      setOpening(false);
    }
  };

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card title={t('contractLink.extract.title')} style={{ width: 420 }}>
        <Typography.Paragraph type="secondary">{t('contractLink.extract.hint')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={open} requiredMark={false}>
          <Form.Item name="code" label={t('contractLink.code')} rules={[requiredText(t('contractLink.extract.codeRequired'))]}>
            <Input maxLength={6} autoFocus inputMode="numeric" autoComplete="off" data-testid="extraction-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={opening} data-testid="extraction-open">
            {t('contractLink.extract.open')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

function SharedContract({ token, code, view }: { token: string; code: string; view: ContractSharedView }) {
  const { t } = useTranslation();
  const pdf = useBlobUrl((signal) => linkApi.fetchSharedPdf(token, code, signal), `${token}:${view.sha256}`);
  const [saving, setSaving] = useState(false);
  const party = (p: 'buyer' | 'seller') => t(p === 'buyer' ? 'contractPage.party.buyer' : 'contractPage.party.seller');

  const download = async () => {
    setSaving(true);
    await downloadPostedFile('/order/contract/share/download', { token, code }, `${view.contractNo}.pdf`);
    setSaving(false);
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1100, margin: '24px auto', width: '100%', padding: '0 16px' }}>
      <Card
        title={t('contractLink.extract.title')}
        extra={
          <Button onClick={() => void download()} loading={saving} data-testid="extraction-download">
            {t('contractLink.extract.download')}
          </Button>
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          bordered
          items={[
            ...contractFactItems(t, view, 'extraction'),
            {
              key: 'status',
              label: t('contractPage.info.status'),
              children: <span data-testid="extraction-status">{view.statusLabel}</span>,
            },
            {
              key: 'signatures',
              label: t('contractLink.extract.signatures'),
              span: 2,
              children:
                view.signatures.length === 0
                  ? t('contractLink.extract.none')
                  : view.signatures.map((s) => `${party(s.party)} ${s.companyName} ${formatDate(s.signedAt)}`).join('；'),
            },
            { key: 'sharedBy', label: t('contractLink.extract.sharedBy'), children: view.sharedBy },
            { key: 'expiresAt', label: t('contractLink.expiresAt'), children: formatDate(view.expiresAt) },
            {
              key: 'sha256',
              label: t('contractPage.info.sha256'),
              span: 2,
              children: (
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {view.sha256}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('contractPage.info.pdf')}>
        <PdfFrame state={pdf} height={640} testId="extraction-pdf" />
      </Card>
    </Flex>
  );
}
