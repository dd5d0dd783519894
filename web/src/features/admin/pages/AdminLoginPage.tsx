import type { LoginResult } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../app/layouts/PublicLayout.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { safeRedirect } from '../../../shared/navigation.ts';
import { ApiError } from '../../../shared/request/http.ts';
import { clearSession, saveLogin, useSession } from '../../../shared/session.ts';
import { showErrorToast } from '../../../shared/toast.ts';
import { PasswordLoginForm, userApi } from '../../user/index.ts';

/** /admin/login: the same login call, and then only platform operators may go on (GET /user/getUserPower). */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useSession();

  const onLoggedIn = async (result: LoginResult) => {
    const power = await userApi.power();
    if (!power.isOperator) {
      // Not an operator: end the session just opened and stay here.
      try {
        await userApi.logout();
      } catch {
        // The session ends anyway with the cookie gone.
      }
      clearSession(true);
      const message = t('user.operatorOnly');
      showErrorToast(message);
      throw new ApiError(403, message, 403, { error: 'FORBIDDEN' }, true);
    }
    queryClient.clear();
    saveLogin(result.userInfo, result.expiresAt);
    navigate(safeRedirect(params.get('redirect'), '/admin'), { replace: true });
  };

  // An operator who is still logged in goes straight on.
  if (session.loggedIn && session.userInfo?.role === 'operator') {
    return <Navigate to={safeRedirect(params.get('redirect'), '/admin')} replace />;
  }

  return (
    <div className="admin-login">
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch light />
      </div>
      <Card style={{ width: 420, maxWidth: '92vw' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('admin.loginTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('admin.loginHint')}
        </Typography.Paragraph>
        <PasswordLoginForm onLoggedIn={onLoggedIn} links={<div style={{ height: 8 }} />} />
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          <Link to="/">{t('admin.backToSite')}</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
