import type { AgreementType, AgreementVersion } from '@hgsc/contracts';
import { Button, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AgreementText } from './AgreementText.tsx';

/** Reads one agreement in a modal (registration, the management centre). */
export function AgreementModal({
  type,
  agreement,
  open,
  onClose,
}: {
  type: AgreementType;
  agreement: Pick<AgreementVersion, 'type' | 'title' | 'version' | 'content' | 'publishedAt'> | null | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={agreement?.title || t(`agreement.type.${type}`)}
      width={760}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="agreement-modal-close">
          {t('agreementText.close')}
        </Button>
      }
      data-testid={`agreement-modal-${type}`}
    >
      <AgreementText agreement={agreement} maxHeight="60vh" />
    </Modal>
  );
}
