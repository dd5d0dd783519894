import type { PermissionCode } from '@hgsc/contracts';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { canSee } from '../../../app/menu.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';

/**
 * A page of the company area. Without `permission` (a sub-account the main account did not grant
 * it) the page says so instead of calling what would answer 403; with `requireCompany`, a user
 * without a company (before certifying or joining one) is pointed to the certification page.
 */
export function CompanyGate({
  permission,
  requireCompany = true,
  children,
}: {
  permission?: PermissionCode;
  requireCompany?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: power, isPending } = useUserPower();
  if (isPending) return <Skeleton active />;
  if (permission && !canSee({ path: '', labelKey: '', order: 0, permission }, power)) {
    return <Result status="403" title={t('route.403')} subTitle={t('permission.denied')} data-testid="permission-denied" />;
  }
  if (requireCompany && !power?.company) {
    return (
      <Result
        status="info"
        title={t('org.noCompany.title')}
        subTitle={t('org.noCompany.hint')}
        extra={
          power?.isMainAccount !== false && (
            <Button type="primary" onClick={() => navigate('/manage/authentication')} data-testid="go-certify">
              {t('org.noCompany.action')}
            </Button>
          )
        }
        data-testid="no-company"
      />
    );
  }
  return <>{children}</>;
}

/** Whether the user may use what `permission` guards (the main account holds every code). */
export function useCan(permission: PermissionCode): boolean {
  const { data: power } = useUserPower();
  return canSee({ path: '', labelKey: '', order: 0, permission }, power);
}
