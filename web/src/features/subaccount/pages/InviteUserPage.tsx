import { INVITE_CODE_PATTERN, type Invitation, MOBILE_PATTERN } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  type FormRule,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { mobileRules, required } from '../../../shared/ui/form-rules.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { useCan } from '../../company/index.ts';
import { INVITATION_LIST_KEY, subAccountApi } from '../api.ts';
import { PermissionGroupsView, PermissionPicker, PermissionTags } from '../components/PermissionPicker.tsx';
import { permissionsRule } from './ChildAccountManagePage.tsx';

const STATUS_COLOR: Record<Invitation['status'], string> = {
  pending: 'processing',
  accepted: 'success',
  cancelled: 'default',
  expired: 'warning',
};

interface InviteValues {
  mobile: string;
  name?: string;
  permissions: string[];
}

/** On blur: a registered user who is not a member yet (and not another company's own sub-account). */
const invitableRule = (t: TFunction): FormRule => ({
  validateTrigger: 'onBlur',
  validator: async (_, value: string | undefined) => {
    const mobile = value?.trim();
    if (!mobile || !MOBILE_PATTERN.test(mobile)) return;
    let problem: string | null = null;
    try {
      const result = await subAccountApi.checkMobile(mobile);
      if (result.member) problem = t('org.subaccount.mobileMember');
      else if (!result.exists) problem = t('org.invite.notRegistered');
      else if (!result.invitable) problem = t('invite.ownedElsewhere');
    } catch {
      return;
    }
    if (problem) throw new Error(problem);
  },
});

/** The company's side: invite a registered user by mobile with permissions. */
function InviteForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: power } = useUserPower();
  const [form] = Form.useForm<InviteValues>();
  const { submit, submitting } = useFormSubmit(
    async (values: InviteValues) => {
      await subAccountApi.invite({
        mobile: values.mobile.trim(),
        permissions: values.permissions,
        ...(values.name?.trim() ? { name: values.name.trim() } : {}),
      });
      showSuccessToast(t('invite.sent'));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: INVITATION_LIST_KEY });
    },
    (error) => applyFieldError(form, error, ['mobile', 'name', 'permissions']),
  );
  return (
    <Form<InviteValues>
      form={form}
      name="invite"
      layout="vertical"
      onFinish={submit}
      initialValues={{ permissions: [] }}
      style={{ maxWidth: 880 }}
      data-testid="invite-form"
    >
      <Alert type="info" showIcon title={t('org.invite.hint')} style={{ marginBottom: 16 }} />
      <Flex gap={16} wrap>
        <Form.Item
          name="mobile"
          label={t('user.mobile')}
          rules={[...mobileRules(t), invitableRule(t)]}
          validateTrigger={['onChange', 'onBlur']}
          style={{ flex: '1 1 260px' }}
        >
          <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} inputMode="numeric" data-testid="invite-mobile" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('org.invite.remark')}
          rules={[{ max: 30, message: t('subaccount.nameInvalid') }]}
          style={{ flex: '1 1 260px' }}
        >
          <Input placeholder={t('org.invite.remarkPlaceholder')} maxLength={30} data-testid="invite-name" />
        </Form.Item>
      </Flex>
      <Form.Item name="permissions" label={t('org.subaccount.permissions')} rules={[permissionsRule(t)]}>
        <PermissionPicker grantable={power?.codes ?? []} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="invite-send">
        {t('org.invite.send')}
      </Button>
    </Form>
  );
}

/** The company's invitations with cancel for pending ones. */
function InvitationList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = usePagedTable<Invitation, { status: string }>(INVITATION_LIST_KEY, subAccountApi.invitations, { status: '' });

  const cancel = (invitation: Invitation) =>
    confirm({
      title: t('org.invite.cancelTitle'),
      content: t('org.invite.cancelContent', { mobile: invitation.mobileMasked }),
      okText: t('org.invite.cancel'),
      onOk: async () => {
        await subAccountApi.cancelInvitation(invitation.id);
        showSuccessToast(t('invite.cancelled'));
        await queryClient.invalidateQueries({ queryKey: INVITATION_LIST_KEY });
      },
    });

  const columns: ColumnsType<Invitation> = [
    { title: t('user.mobile'), dataIndex: 'mobileMasked', width: 120 },
    { title: t('org.invite.remark'), dataIndex: 'name', width: 100, render: (name: string | null) => name || '-' },
    {
      title: t('org.subaccount.permissions'),
      dataIndex: 'permissions',
      render: (codes: string[]) => <PermissionTags codes={codes} max={3} />,
    },
    {
      title: t('org.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: Invitation['status'], invitation) => (
        <Tag color={STATUS_COLOR[status]} data-testid={`invite-status-${invitation.id}`} data-status={status}>
          {t(`inviteStatus.${status}`)}
        </Tag>
      ),
    },
    { title: t('org.invite.invitedBy'), dataIndex: ['invitedBy', 'name'], width: 110 },
    { title: t('org.invite.expiresAt'), dataIndex: 'expiresAt', width: 170, render: (value: string) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_, invitation) =>
        invitation.status === 'pending' ? (
          <Button type="link" danger onClick={() => cancel(invitation)} data-testid={`invite-cancel-${invitation.id}`}>
            {t('org.invite.cancel')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Select
          value={list.filter.status}
          onChange={(status: string) => list.search({ status })}
          aria-label={t('org.status')}
          style={{ width: 140 }}
          data-testid="invite-status-filter"
          options={[
            { value: '', label: t('org.all') },
            ...(['pending', 'accepted', 'cancelled', 'expired'] as const).map((status) => ({
              value: status,
              label: t(`inviteStatus.${status}`),
            })),
          ]}
        />
      </Space>
      <Table<Invitation>
        {...list.tableProps}
        columns={columns}
        scroll={{ x: 860 }}
        locale={{ emptyText: <Empty description={t('org.invite.empty')} /> }}
        data-testid="invite-table"
      />
    </>
  );
}

/** The invitee's side: the invitation behind `code`, and accepting it. */
function AcceptInvitation({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const {
    data: info,
    error,
    isPending,
  } = useQuery({
    queryKey: ['invitation', code],
    queryFn: () => subAccountApi.invitationInfo(code),
    retry: false,
  });

  const accept = async () => {
    setAccepting(true);
    try {
      await subAccountApi.accept(code);
      showSuccessToast(t('invite.accepted'));
      // The joined company is now the active one: everything cached belonged to the previous one
      // (the spent invitation is not asked for again).
      queryClient.removeQueries({ queryKey: ['invitation', code] });
      await queryClient.invalidateQueries();
      navigate('/manage/index', { replace: true });
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      await queryClient.invalidateQueries({ queryKey: ['invitation', code] });
    } finally {
      setAccepting(false);
    }
  };

  if (isPending) return <Skeleton active />;
  if (!info) {
    return (
      <Result
        status="warning"
        title={t('org.invite.unavailable')}
        subTitle={isApiError(error) ? error.message : undefined}
        extra={
          <Button onClick={() => navigate('/manage/inviteuser')} data-testid="invite-back">
            {t('org.invite.back')}
          </Button>
        }
        data-testid="invite-unavailable"
      />
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }} data-testid="invite-accept-view">
      <Alert
        type={info.status === 'pending' ? 'info' : 'warning'}
        showIcon
        title={t('org.invite.invitedTo', { company: info.company.name })}
        description={info.status === 'pending' ? t('org.invite.acceptHint') : t(`org.invite.state.${info.status}`)}
      />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'company',
            label: t('org.invite.company'),
            children: <span data-testid="invite-company">{info.company.name}</span>,
          },
          { key: 'inviter', label: t('org.invite.invitedBy'), children: info.inviterName },
          { key: 'mobile', label: t('user.mobile'), children: info.mobileMasked },
          {
            key: 'status',
            label: t('org.status'),
            children: (
              <Tag color={STATUS_COLOR[info.status]} data-testid="invite-status">
                {t(`inviteStatus.${info.status}`)}
              </Tag>
            ),
          },
          { key: 'expires', label: t('org.invite.expiresAt'), children: formatDate(info.expiresAt) },
          {
            key: 'permissions',
            label: t('org.subaccount.permissions'),
            children: <PermissionGroupsView codes={info.permissions} />,
          },
        ]}
      />
      {info.status === 'pending' && (
        <Space>
          <Button type="primary" loading={accepting} onClick={() => void accept()} data-testid="invite-accept">
            {t('org.invite.accept')}
          </Button>
          <Button onClick={() => navigate('/manage/index')}>{t('org.invite.later')}</Button>
        </Space>
      )}
    </Flex>
  );
}

/** Someone who got the code by SMS without the link types it here. */
function EnterCode() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <Form
      name="inviteCode"
      layout="inline"
      onFinish={({ code }: { code: string }) => setParams({ code: code.trim().toUpperCase() })}
      data-testid="invite-code-form"
    >
      <Form.Item
        name="code"
        label={t('org.invite.code')}
        normalize={(value?: string) => value?.toUpperCase()}
        rules={[
          required(t('field.required', { field: t('org.invite.code') })),
          { pattern: INVITE_CODE_PATTERN, message: t('invite.codeInvalid') },
        ]}
      >
        <Input maxLength={10} style={{ width: 200, fontFamily: 'monospace' }} data-testid="invite-code" />
      </Form.Item>
      <Button htmlType="submit" data-testid="invite-code-submit">
        {t('org.invite.view')}
      </Button>
    </Form>
  );
}

/**
 * /manage/inviteuser: the company invites registered users by mobile (SMS with a link and a code)
 * and sees its invitations; with ?code= the invitee sees the invitation and accepts it.
 */
export default function InviteUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase();
  const { data: power, isPending } = useUserPower();
  const mayInvite = useCan('company.subaccount') && Boolean(power?.company);

  if (code) {
    return (
      <Card title={t('org.invite.acceptTitle')}>
        <AcceptInvitation code={code} />
      </Card>
    );
  }
  if (isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      {mayInvite && (
        <>
          <Card title={t('route.manage.inviteuser')}>
            <InviteForm />
          </Card>
          <Card title={t('org.invite.listTitle')}>
            <InvitationList />
          </Card>
        </>
      )}
      <Card title={t('org.invite.receivedTitle')}>
        <Space orientation="vertical" size={12}>
          <span>{t('org.invite.receivedHint')}</span>
          <EnterCode />
        </Space>
      </Card>
    </Flex>
  );
}
