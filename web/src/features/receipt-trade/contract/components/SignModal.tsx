import type { ReceiptContract } from '@hgsc/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { FormModal } from '../../../../shared/ui/FormModal.tsx';
import { SealNotice, SignCodeField, useSealProblem } from '../../../order/index.ts';
import { receiptContractApi } from '../receipt-contract-api.ts';

/**
 * 签署 for the caller's side: the code goes to the signer's verified mobile and the PDF is stamped with the company's
 * approved seal of the side's role. A missing or unapproved seal is said before any code is sent, with the way to
 * 印章管理. One Idempotency-Key per opening: a retry after a lost answer returns the first signature.
 */
export function SignModal({
  contract,
  onClose,
  onSigned,
}: {
  contract: ReceiptContract;
  onClose: () => void;
  onSigned: (signed: ReceiptContract) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [key] = useState(() => `receipt-contract-sign-${crypto.randomUUID()}`);
  const [mobile, setMobile] = useState<string>();
  const sealProblem = useSealProblem(contract.party, true);
  return (
    <FormModal<{ code: string }>
      form={form}
      title={t('receiptContractPage.sign.title', { contractNo: contract.contract?.contractNo ?? '' })}
      testId="contract-sign"
      okText={t('order.sign.submit')}
      onClose={onClose}
      onSubmit={async ({ code }) => onSigned(await receiptContractApi.sign({ id: contract.orderId, code: code.trim() }, key))}
    >
      <SealNotice problem={sealProblem} />
      <SignCodeField
        disabled={sealProblem !== null}
        hint={mobile ? t('receiptContractPage.sign.mobile', { mobile }) : undefined}
        sendCode={async () => {
          const sent = await receiptContractApi.sendSignCode(contract.orderId);
          setMobile(sent.mobileMasked);
          return sent;
        }}
      />
    </FormModal>
  );
}
