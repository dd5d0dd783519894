import type { ContractShare, ContractSignLink } from '@hgsc/contracts';
import { Alert, Button, Checkbox, Descriptions, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { useCanSignContracts } from '../components/ContractActions.tsx';
import { linkApi } from './link-api.ts';

/**
 * 发送签署链接 (while the other side still has to sign; needs contract.sign) and 分享合同 (a read-only
 * link with an extraction code) for the order's current contract.
 */
export function ContractLinkButtons({ orderId, counterpartyMaySign }: { orderId: number; counterpartyMaySign: boolean }) {
  const { t } = useTranslation();
  const canSign = useCanSignContracts();
  const [open, setOpen] = useState<'sign' | 'share' | null>(null);
  const [sms, setSms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signLink, setSignLink] = useState<ContractSignLink>();
  const [share, setShare] = useState<ContractShare>();

  const close = () => {
    setOpen(null);
    setSignLink(undefined);
    setShare(undefined);
    setSms(false);
  };
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space wrap>
        {canSign && counterpartyMaySign && (
          <Button onClick={() => setOpen('sign')} data-testid="contract-sign-link">
            {t('contractLink.send')}
          </Button>
        )}
        <Button onClick={() => setOpen('share')} data-testid="contract-share">
          {t('contractLink.share')}
        </Button>
      </Space>
      <Modal open={open === 'sign'} title={t('contractLink.sendTitle')} onCancel={close} footer={null} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('contractLink.sendHint')}</Typography.Paragraph>
        {signLink ? (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('contractLink.link')}>
              <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="contract-sign-link-url">
                {signLink.url}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('contractLink.expiresAt')}>{formatDate(signLink.expiresAt)}</Descriptions.Item>
            {signLink.smsSentTo && (
              <Descriptions.Item label="SMS">{t('contractLink.smsSent', { mobile: signLink.smsSentTo })}</Descriptions.Item>
            )}
          </Descriptions>
        ) : (
          <Space orientation="vertical">
            <Checkbox checked={sms} onChange={(e) => setSms(e.target.checked)} data-testid="contract-sign-link-sms">
              {t('contractLink.sendSms')}
            </Checkbox>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void run(async () => setSignLink(await linkApi.createSignLink(orderId, sms)))}
              data-testid="contract-sign-link-create"
            >
              {t('contractLink.create')}
            </Button>
          </Space>
        )}
      </Modal>
      <Modal open={open === 'share'} title={t('contractLink.shareTitle')} onCancel={close} footer={null} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('contractLink.shareHint')}</Typography.Paragraph>
        {share ? (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('contractLink.shareLink')}>
                <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="contract-share-url">
                  {share.url}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('contractLink.code')}>
                <Typography.Text strong copyable data-testid="contract-share-code">
                  {share.code}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('contractLink.expiresAt')}>{formatDate(share.expiresAt)}</Descriptions.Item>
            </Descriptions>
            <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('contractLink.codeOnce')} />
          </>
        ) : (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void run(async () => setShare(await linkApi.share(orderId)))}
            data-testid="contract-share-create"
          >
            {t('contractLink.shareCreate')}
          </Button>
        )}
      </Modal>
    </>
  );
}
