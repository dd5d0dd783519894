import { USER_AGREEMENT_TYPES, type UserAgreementType } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Modal, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useLogout } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { agreementApi, agreementInfoKey } from '../api.ts';
import type { GateVersions } from '../gate.ts';
import { settleGate } from '../gate.ts';
import { shownVersions, useCurrentAgreements } from '../use-agreements.ts';
import { AgreementText } from './AgreementText.tsx';

/**
 * The blocking modal of the agreement gate: the current texts, accept (POST /user/update/version,
 * then the waiting calls are sent again) or decline and log out. It cannot be dismissed otherwise.
 */
export default function AgreementGateModal({ versions }: { versions: GateVersions }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const current = useCurrentAgreements();
  const [busy, setBusy] = useState<'accept' | 'logout' | null>(null);
  const published = USER_AGREEMENT_TYPES.filter((type) => current.texts[type]);
  const isPending = (type: UserAgreementType) => {
    const text = current.texts[type];
    return Boolean(text && (text.acceptedVersion ?? 0) < text.version);
  };
  // The server asked for newer versions than this page has read: read them again.
  const stale =
    !current.isPending &&
    (versions.userAgreementVersion > (current.texts.user?.version ?? 0) ||
      versions.privacyVersion > (current.texts.privacy?.version ?? 0));

  const accept = async () => {
    setBusy('accept');
    try {
      await agreementApi.accept(shownVersions(current.texts));
      showSuccessToast(t('agreement.accepted'));
      await Promise.all(USER_AGREEMENT_TYPES.map((type) => queryClient.invalidateQueries({ queryKey: agreementInfoKey(type) })));
      settleGate(true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A newer version was published while reading (409): show it.
      current.refetch();
    } finally {
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy('logout');
    settleGate(false);
    await logout();
  };

  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={800}
      title={t('agreementGate.title')}
      data-testid="agreement-gate"
      footer={
        <Space>
          <Button onClick={() => void decline()} loading={busy === 'logout'} data-testid="agreement-gate-logout">
            {t('agreementGate.decline')}
          </Button>
          <Button
            type="primary"
            onClick={() => void accept()}
            loading={busy === 'accept'}
            disabled={current.isPending || current.isError || stale || busy !== null}
            data-testid="agreement-accept"
          >
            {t('agreementGate.accept')}
          </Button>
        </Space>
      }
    >
      <Alert type="warning" showIcon title={t('agreement.required')} style={{ marginBottom: 16 }} />
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : current.isError || stale ? (
        <Alert
          type="error"
          title={t('agreementGate.loadFailed')}
          action={
            <Button size="small" onClick={current.refetch}>
              {t('system.retry')}
            </Button>
          }
        />
      ) : (
        <Tabs
          // The text with a new version opens first; a dot marks each one to accept.
          defaultActiveKey={published.find(isPending) ?? published[0]}
          items={published.map((type) => ({
            key: type,
            label: (
              <Badge dot={isPending(type)} offset={[6, 0]}>
                《{current.texts[type]?.title || t(`agreement.type.${type}`)}》
              </Badge>
            ),
            children: <AgreementText agreement={current.texts[type]} maxHeight="50vh" />,
          }))}
        />
      )}
    </Modal>
  );
}
