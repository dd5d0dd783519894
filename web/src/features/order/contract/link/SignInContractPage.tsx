import type { ContractView } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useBlobUrl } from '../../../../shared/use-blob-url.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';
import { SignCodeField } from '../../components/SignContractForm.tsx';
import { doneMessageKey } from '../../order-notices.ts';
import { PdfFrame } from '../components/ContractPdf.tsx';
import { contractInfoPath } from '../contract-stage.ts';
import { contractFactItems } from './contract-fact-items.tsx';
import { linkApi } from './link-api.ts';

/**
 * /signincontract?token= (login required; the guard brings the signer back here after logging in):
 * the contract a counterparty invited the caller's company to sign — facts and the PDF — and 签署
 * with an SMS code to the signer's own mobile. Who may sign, and whether the link still works, is
 * the server's answer, shown as it is.
 */
export default function SignInContractPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['contractSignLink', token],
    queryFn: () => linkApi.signLinkInfo(token),
    enabled: token !== '',
    retry: false,
  });
  const [signed, setSigned] = useState<ContractView>();
  const pdf = useBlobUrl(
    info.data && !signed ? (signal) => linkApi.fetchSignLinkPdf(token, signal) : null,
    `${token}:${info.data?.contract.sha256 ?? ''}`,
  );

  if (!token) return <Result status="warning" title={t('contractLink.sign.noToken')} />;
  // Signed: the link is used up now, so the answer no longer depends on it.
  if (signed) {
    return (
      <Result
        status="success"
        title={t('contractLink.sign.done')}
        subTitle={t('contractLink.sign.doneHint', { contractNo: signed.contractNo })}
        data-testid="sign-link-done"
        extra={
          <Link to={contractInfoPath(signed.orderId, signed.party)}>
            <Button type="primary">{t('contractLink.sign.viewContract')}</Button>
          </Link>
        }
      />
    );
  }

  if (info.isPending) return <Skeleton active style={{ maxWidth: 1000, margin: '24px auto' }} />;
  if (info.error || !info.data) {
    const message = isApiError(info.error) ? info.error.message : t('common.unknownError');
    return <Result status="warning" title={message} data-testid="sign-link-refused" />;
  }
  const { contract } = info.data;

  const signature = (party: 'buyer' | 'seller') => {
    const s = contract.signatures.find((item) => item.party === party);
    return s
      ? t('contractPage.info.signedBy', { company: s.companyName, signer: s.signerName, time: formatDate(s.signedAt) })
      : t('contractPage.info.notSigned');
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1100, margin: '24px auto', width: '100%', padding: '0 16px' }}>
      <Card title={t('contractLink.sign.title')}>
        <Typography.Paragraph data-testid="sign-link-invited">
          {t('contractLink.sign.invited', { sender: info.data.senderCompanyName, company: info.data.companyName })}
        </Typography.Paragraph>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          bordered
          items={[
            ...contractFactItems(t, contract, 'sign-link'),
            { key: 'status', label: t('contractPage.info.status'), children: contract.statusLabel },
            { key: 'buyerSignature', label: t('contractPage.info.buyerSignature'), children: signature('buyer') },
            { key: 'sellerSignature', label: t('contractPage.info.sellerSignature'), children: signature('seller') },
            { key: 'expiresAt', label: t('contractLink.expiresAt'), children: formatDate(info.data.expiresAt) },
            {
              key: 'sha256',
              label: t('contractPage.info.sha256'),
              children: (
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {contract.sha256}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('contractPage.info.pdf')}>
        <PdfFrame state={pdf} height={640} testId="sign-link-pdf" />
      </Card>
      <Card title={t('order.sign.title')}>
        {info.data.canSign ? (
          <SignByLinkForm
            token={token}
            mobileMasked={info.data.mobileMasked}
            onSigned={async (view) => {
              setSigned(view);
              showSuccessToast(t(doneMessageKey('sign')));
              await queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
            }}
          />
        ) : (
          <Alert type="info" showIcon title={t('contractLink.sign.cannotSign')} data-testid="sign-link-cannot-sign" />
        )}
      </Card>
    </Flex>
  );
}

function SignByLinkForm({
  token,
  mobileMasked,
  onSigned,
}: {
  token: string;
  mobileMasked: string;
  onSigned: (view: ContractView) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [signing, setSigning] = useState(false);
  const submit = async ({ code }: { code: string }) => {
    setSigning(true);
    try {
      await onSigned(await linkApi.sign(token, code.trim()));
    } catch {
      // The request layer showed why (wrong code, the other side changed the order …).
    } finally {
      setSigning(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
      <SignCodeField sendCode={() => linkApi.sendCode(token)} hint={mobileMasked} />
      <Button type="primary" htmlType="submit" loading={signing} data-testid="sign-submit">
        {t('order.sign.submit')}
      </Button>
    </Form>
  );
}
