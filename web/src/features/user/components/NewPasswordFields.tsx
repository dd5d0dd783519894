import { Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { confirmRules, passwordRules } from '../../../shared/ui/form-rules.ts';

/** A new password (with the policy shown under it) and the `confirm` field that must repeat it. */
export function NewPasswordFields({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label} rules={passwordRules(t)} extra={t('password.policy')}>
        <Input.Password placeholder={placeholder} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item name="confirm" label={t('user.confirmPassword')} dependencies={[name]} rules={confirmRules(t, name)}>
        <Input.Password placeholder={t('form.confirmPlaceholder')} autoComplete="new-password" maxLength={32} />
      </Form.Item>
    </>
  );
}
