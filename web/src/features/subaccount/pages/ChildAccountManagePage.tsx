import type { SubCheckMobileResult } from '@hgsc/contracts';
import { MOBILE_PATTERN } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, type FormRule, Input, Result, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules, requiredText, userNameRules } from '../../../shared/ui/form-rules.ts';
import { CompanyGate } from '../../company/index.ts';
import { NewPasswordFields } from '../../user/index.ts';
import { SUBACCOUNT_KEY, subAccountApi } from '../api.ts';
import { PermissionPicker } from '../components/PermissionPicker.tsx';

interface SubAccountValues {
  userName: string;
  mobile: string;
  name: string;
  password: string;
  confirm: string;
  permissions: string[];
}

/** Why a mobile cannot become a new sub-account, or null when it can. */
export function mobileProblem(result: SubCheckMobileResult, t: TFunction): string | null {
  if (result.available) return null;
  if (result.member) return t('org.subaccount.mobileMember');
  if (result.invitable) return t('org.subaccount.mobileInvitable');
  return t('org.subaccount.mobileTaken');
}

/** On blur: /user/subCheckMobileExist; a failed check does not block (the server checks again). */
const mobileAvailableRule = (t: TFunction): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_, value: string | undefined) => {
    const mobile = value?.trim();
    if (!mobile || !MOBILE_PATTERN.test(mobile)) return;
    let problem: string | null = null;
    try {
      problem = mobileProblem(await subAccountApi.checkMobile(mobile), t);
    } catch {
      return;
    }
    if (problem) throw new Error(problem);
  },
});

export const permissionsRule = (t: TFunction): FormRule => ({
  validator: async (_, value: string[] | undefined) => {
    if (!value || value.length === 0) throw new Error(t('org.permission.required'));
  },
});

function SubAccountForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SubAccountValues>();
  const { data: power } = useUserPower();
  const existing = useQuery({
    queryKey: [...SUBACCOUNT_KEY, 'info', id],
    queryFn: () => subAccountApi.info(id as number),
    enabled: id !== null,
  });
  const account = existing.data;

  const { submit, submitting } = useFormSubmit(
    async (values: SubAccountValues) => {
      if (account) {
        await subAccountApi.update({
          id: account.id,
          ...(account.owned ? { name: values.name.trim() } : {}),
          permissions: values.permissions,
        });
        showSuccessToast(t('common.updated'));
      } else {
        await subAccountApi.save({
          userName: values.userName.trim(),
          mobile: values.mobile.trim(),
          name: values.name.trim(),
          password: values.password,
          permissions: values.permissions,
        });
        showSuccessToast(t('common.created'));
      }
      await queryClient.invalidateQueries({ queryKey: SUBACCOUNT_KEY });
      navigate('/manage/childaccountlist');
    },
    (error) => applyFieldError(form, error, ['userName', 'mobile', 'name', 'password', 'permissions']),
  );

  if (id !== null && existing.isPending) return <Skeleton active />;
  if (id !== null && !account) {
    return (
      <Result
        status="404"
        title={t('org.subaccount.notFound')}
        extra={<Link to="/manage/childaccountlist">{t('org.subaccount.backToList')}</Link>}
      />
    );
  }

  return (
    <Form<SubAccountValues>
      form={form}
      name="subaccount"
      layout="vertical"
      onFinish={submit}
      initialValues={
        account
          ? { userName: account.userName, mobile: account.mobileMasked, name: account.name, permissions: account.permissions }
          : { permissions: [] }
      }
      style={{ maxWidth: 880 }}
      data-testid="subaccount-form"
    >
      {account && !account.owned && (
        <Alert type="info" showIcon title={t('org.subaccount.invitedEditHint')} style={{ marginBottom: 16 }} />
      )}
      <Flex gap={16} wrap>
        <Form.Item
          name="userName"
          label={t('user.userName')}
          rules={account ? [] : userNameRules(t)}
          extra={account ? undefined : t('register.userNameHint')}
          style={{ flex: '1 1 260px' }}
        >
          <Input
            disabled={Boolean(account)}
            placeholder={t('form.userNamePlaceholder')}
            maxLength={20}
            autoComplete="off"
            data-testid="subaccount-userName"
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('user.mobile')}
          rules={account ? [] : [...mobileRules(t), mobileAvailableRule(t)]}
          validateTrigger={['onChange', 'onBlur']}
          style={{ flex: '1 1 260px' }}
        >
          <Input
            disabled={Boolean(account)}
            placeholder={t('form.mobilePlaceholder')}
            maxLength={11}
            inputMode="numeric"
            data-testid="subaccount-mobile"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('org.subaccount.name')}
          rules={[requiredText(t('subaccount.nameInvalid')), { max: 30, message: t('subaccount.nameInvalid') }]}
          style={{ flex: '1 1 260px' }}
        >
          <Input
            disabled={Boolean(account && !account.owned)}
            placeholder={t('org.subaccount.namePlaceholder')}
            maxLength={30}
            data-testid="subaccount-name"
          />
        </Form.Item>
      </Flex>
      {!account && (
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 260px' }}>
            <NewPasswordFields
              name="password"
              label={t('org.subaccount.initialPassword')}
              placeholder={t('form.passwordPlaceholder')}
            />
          </div>
          <div style={{ flex: '1 1 260px' }} />
        </Flex>
      )}
      <Form.Item
        name="permissions"
        label={t('org.subaccount.permissions')}
        rules={[permissionsRule(t)]}
        extra={power?.isMainAccount ? undefined : t('org.permission.grantableHint')}
      >
        <PermissionPicker grantable={power?.codes ?? []} />
      </Form.Item>
      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="subaccount-save">
          {t('common.save')}
        </Button>
        <Button onClick={() => navigate('/manage/childaccountlist')} data-testid="subaccount-cancel">
          {t('common.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

/** /manage/childaccountmanage: create a sub-account, or (?id=) edit its name and permissions. */
export default function ChildAccountManagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <Card title={t(id ? 'org.subaccount.editTitle' : 'org.subaccount.addTitle')}>
      <CompanyGate permission="company.subaccount">
        <SubAccountForm key={id ?? 'new'} id={id} />
      </CompanyGate>
    </Card>
  );
}
