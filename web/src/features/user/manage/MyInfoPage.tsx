import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Skeleton, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useSetUserInfo, useUserInfo } from '../../../shared/signed-in-user.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { UserAvatar } from '../../../shared/ui/SafeImage.tsx';
import { userApi } from '../api.ts';
import { checkAvatarFile } from '../avatar-check.ts';

/** /manage/myinfo: nickname and avatar. */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const { user } = useUserInfo();
  const setUserInfo = useSetUserInfo();
  const [form] = Form.useForm<{ name: string }>();
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (user) form.setFieldsValue({ name: user.name });
  }, [user, form]);

  const { submit: save, submitting: saving } = useFormSubmit(
    async ({ name }: { name: string }) => {
      setUserInfo(await userApi.updateInfo(name.trim()));
      showSuccessToast(t('user.infoUpdated'));
    },
    (error) => applyFieldError(form, error, ['name']),
  );

  const upload = async (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem) {
      showValidationToast(t(problem));
      return;
    }
    setUploading(true);
    try {
      setUserInfo(await userApi.updateAvatar(file));
      showSuccessToast(t('user.avatarUpdated'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setUploading(false);
    }
  };

  if (!user) return <Skeleton active />;
  return (
    <Card title={t('route.manage.myinfo')}>
      <Flex gap={32} wrap align="flex-start">
        <Flex vertical align="center" gap={12} style={{ width: 160 }}>
          <UserAvatar src={user.avatar} size={96} data-testid="myinfo-avatar" />
          <Upload
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="avatar-upload">
              {t('myinfo.changeAvatar')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            {t('myinfo.avatarHint')}
          </Typography.Text>
        </Flex>
        <Form form={form} name="myinfo" layout="vertical" onFinish={save} style={{ flex: 1, minWidth: 260, maxWidth: 420 }}>
          <Form.Item label={t('user.userName')} htmlFor="myinfo_userName">
            <Input id="myinfo_userName" value={user.userName} disabled />
          </Form.Item>
          <Form.Item label={t('user.mobile')} htmlFor="myinfo_mobile">
            <Input id="myinfo_mobile" value={user.mobileMasked} disabled />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('user.nickname')}
            rules={[requiredText(t('form.nicknameRequired')), { max: 30, message: t('name.invalid') }]}
          >
            <Input placeholder={t('form.nicknamePlaceholder')} maxLength={30} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="myinfo-save">
            {t('common.save')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
