import { CheckCircleOutlined, ExclamationCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { USER_AGREEMENT_TYPES, type UserAgreementType } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { agreementApi, agreementInfoKey } from '../api.ts';
import { AgreementModal } from '../components/AgreementModal.tsx';
import { ReceiptAgreementCard } from '../components/ReceiptAgreementCard.tsx';
import { shownVersions, useCurrentAgreements } from '../use-agreements.ts';

/**
 * /manage/agreement: the current user agreement and privacy policy with their versions, the
 * version the user accepted of each, and acceptance of newer versions; and the active company's receipt agreement.
 */
export default function MyAgreementPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const current = useCurrentAgreements();
  const power = useUserPower();
  const [reading, setReading] = useState<UserAgreementType | null>(null);
  const [accepting, setAccepting] = useState(false);

  if (current.isPending) return <Skeleton active />;

  const pendingTypes = USER_AGREEMENT_TYPES.filter((type) => {
    const text = current.texts[type];
    return text && (text.acceptedVersion ?? 0) < text.version;
  });

  const accept = async () => {
    setAccepting(true);
    try {
      await agreementApi.accept(shownVersions(current.texts));
      showSuccessToast(t('agreement.accepted'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setAccepting(false);
      await Promise.all(USER_AGREEMENT_TYPES.map((type) => queryClient.invalidateQueries({ queryKey: agreementInfoKey(type) })));
    }
  };

  const confirmAccept = () =>
    confirm({
      title: t('myAgreement.acceptTitle'),
      content: t('myAgreement.acceptConfirm', {
        names: pendingTypes
          .map((type) => `《${current.texts[type]?.title || t(`agreement.type.${type}`)}》`)
          .join(t('myAgreement.and')),
      }),
      okText: t('myAgreement.accept'),
      danger: false,
      okTestId: 'agreement-accept-confirm',
      onOk: accept,
    });

  return (
    <Card title={t('route.manage.agreement')}>
      {pendingTypes.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('myAgreement.pendingHint')}
          action={
            <Button type="primary" loading={accepting} onClick={confirmAccept} data-testid="agreement-accept-page">
              {t('myAgreement.accept')}
            </Button>
          }
        />
      ) : (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('myAgreement.allAccepted')} />
      )}
      <Flex vertical gap={16}>
        {USER_AGREEMENT_TYPES.map((type) => {
          const text = current.texts[type];
          const accepted = text?.acceptedVersion ?? 0;
          const upToDate = text ? accepted >= text.version : true;
          return (
            <Card
              key={type}
              type="inner"
              title={
                <span>
                  <FileTextOutlined /> {text?.title || t(`agreement.type.${type}`)}
                </span>
              }
              extra={
                text ? (
                  <Button type="link" onClick={() => setReading(type)} data-testid={`agreement-read-${type}`}>
                    {t('myAgreement.read')}
                  </Button>
                ) : null
              }
              data-testid={`agreement-card-${type}`}
            >
              {text ? (
                <Descriptions column={{ xs: 1, md: 2 }} size="small">
                  <Descriptions.Item label={t('myAgreement.currentVersion')}>
                    {t('agreementText.version', { version: text.version })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('myAgreement.publishedAt')}>{formatDate(text.publishedAt)}</Descriptions.Item>
                  <Descriptions.Item label={t('myAgreement.acceptedVersion')}>
                    {accepted > 0 ? t('agreementText.version', { version: accepted }) : t('myAgreement.notAccepted')}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('myAgreement.status')}>
                    {upToDate ? (
                      <Tag icon={<CheckCircleOutlined />} color="success" data-testid={`agreement-status-${type}`}>
                        {t('myAgreement.statusAccepted')}
                      </Tag>
                    ) : (
                      <Tag icon={<ExclamationCircleOutlined />} color="warning" data-testid={`agreement-status-${type}`}>
                        {t('myAgreement.statusPending')}
                      </Tag>
                    )}
                  </Descriptions.Item>
                </Descriptions>
              ) : (
                <span className="muted">{t('agreementText.none')}</span>
              )}
            </Card>
          );
        })}
        {power.data?.company && <ReceiptAgreementCard />}
      </Flex>
      {reading && <AgreementModal type={reading} agreement={current.texts[reading]} open onClose={() => setReading(null)} />}
    </Card>
  );
}
