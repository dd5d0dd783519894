import { type SealRole, sealRoutes } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { call } from '../../../../shared/request/call.ts';
import { sealInfoKey } from '../../../seal/index.ts';
import { type SealProblem, sealProblemKey, sealProblemOf, sealRoleKey } from '../seal-problem.ts';

/**
 * The company's seal of `role`, asked quietly: a sub-account may sign without company.seal (403), and then signing
 * itself says what is missing.
 */
const quietSealInfo = (role: SealRole) => call(sealRoutes[role].info, undefined, { passCodes: [403, 404] });

const SEAL_PAGE = '/manage/seal';

/** What keeps the company from signing in `role`, read while `enabled` (a step that will need the seal). */
export function useSealProblem(role: SealRole, enabled: boolean): SealProblem | null {
  const info = useQuery({ queryKey: [...sealInfoKey(role), 'quiet'], queryFn: () => quietSealInfo(role), enabled, retry: false });
  return enabled ? sealProblemOf(info.data) : null;
}

/**
 * Says, before any code is sent, that signing needs an approved seal, with the way to 印章管理. `outsideRouter`: drawn
 * in a confirmation (app/feedback.tsx hosts those outside the router), where the link is a plain one.
 */
export function SealNotice({ problem, outsideRouter = false }: { problem: SealProblem | null; outsideRouter?: boolean }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="seal-notice"
      title={t(sealProblemKey(problem), {
        role: t(sealRoleKey(problem.role)),
        reason: 'reason' in problem ? problem.reason : '',
      })}
      description={
        outsideRouter ? (
          <a href={SEAL_PAGE} data-testid="seal-notice-link">
            {t('order.seal.manage')}
          </a>
        ) : (
          <Link to={SEAL_PAGE} data-testid="seal-notice-link">
            {t('order.seal.manage')}
          </Link>
        )
      }
    />
  );
}
