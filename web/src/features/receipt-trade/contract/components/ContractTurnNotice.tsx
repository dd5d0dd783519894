import type { ReceiptContract } from '@hgsc/contracts';
import { Alert } from 'antd';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { contractTurn, contractTurnKey, waitingForKey } from '../contract-turn.ts';
import { useMaySign } from '../use-may-sign.ts';

/**
 * Whose turn the contract is, said first: the caller's own step (with what it needs), the side it waits for, or
 * where it ended up; and, when the last version was withdrawn or refused, why.
 */
export function ContractTurnNotice({ contract }: { contract: ReceiptContract }) {
  const { t } = useTranslation();
  const turn = contractTurn(contract);
  const current = contract.contract;
  const maySign = useMaySign();
  const hint =
    turn.stage === 'toDraw'
      ? t(turn.yours ? 'receiptContractPage.hint.draw' : 'receiptContractPage.hint.waitingDraw')
      : turn.stage === 'toSign'
        ? turn.yours
          ? t(maySign ? 'receiptContractPage.hint.sign' : 'receiptContractPage.hint.noSignRight', {
              role: t(`receiptContractPage.side.${contract.party}`),
            })
          : t('receiptContractPage.hint.waitingSign')
        : undefined;
  return (
    <>
      <Alert
        type={turn.yours ? 'warning' : turn.stage === 'signed' ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="contract-turn"
        data-stage={turn.stage}
        data-yours={turn.yours}
        title={t(contractTurnKey(turn), { party: t(waitingForKey(turn)) })}
        description={hint}
      />
      {current?.status === 'cancelled' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="contract-cancelled"
          title={t('receiptContractPage.cancelledVersion', {
            version: current.version,
            time: formatDate(current.cancelledAt),
            reason: current.cancelReason ?? '-',
          })}
        />
      )}
    </>
  );
}
