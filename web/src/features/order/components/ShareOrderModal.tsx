import { type OrderShare, type OrderView, SHARE_PASSWORD_PATTERN } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Divider, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useThrottledCallback } from '../../../shared/throttle.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { mobileRules, requiredText } from '../../../shared/ui/form-rules.ts';
import { ORDER_QUERY_KEY, orderToolsApi } from '../api.ts';
import { useAsk } from './use-ask.ts';

/** The address a person opens: this site plus the share's path. */
export const shareUrl = (share: Pick<OrderShare, 'path'>) => `${window.location.origin}${share.path}`;

/**
 * 分享订单: makes the read-only link (/order/share) and shows it with its password — the password
 * only now, as the server keeps only its hash. The password can then be changed
 * (/order/shareChangePassword), or a new link sent by SMS (/order/shareSms). Making a link again,
 * or sending one by SMS, replaces the earlier link: the person is asked first.
 */
export function ShareOrderModal({ order, open, onClose }: { order: OrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ask = useAsk();
  const queryClient = useQueryClient();
  const [share, setShare] = useState<OrderShare | null>(null);
  const [creating, setCreating] = useState(false);
  const [passwordForm] = Form.useForm<{ password: string }>();
  const [smsForm] = Form.useForm<{ mobile: string }>();
  const shared = order.shared || share !== null;

  // The order now says `shared`, and its timeline has the step.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...ORDER_QUERY_KEY, 'detail', order.id] });

  const create = useThrottledCallback(async () => {
    if (shared && !(await ask(t('orderTools.share.confirmRecreate'), { danger: true }))) return;
    setCreating(true);
    try {
      setShare(await orderToolsApi.share(order.id));
      showSuccessToast(t('order.shared'));
      void refresh();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setCreating(false);
    }
  });

  const changePassword = useFormSubmit(
    async ({ password }: { password: string }) => {
      setShare(await orderToolsApi.changeSharePassword({ id: order.id, password: password.trim() }));
      passwordForm.resetFields();
      showSuccessToast(t('order.sharePasswordChanged'));
    },
    (error) => applyFieldError(passwordForm, error, ['password']),
  );

  const sendSms = useFormSubmit(
    async ({ mobile }: { mobile: string }) => {
      const to = mobile.trim();
      if (!(await ask(t('orderTools.share.confirmSms', { mobile: to }), { danger: true }))) return;
      setShare(await orderToolsApi.shareSms({ id: order.id, mobile: to }));
      smsForm.resetFields();
      showSuccessToast(t('order.shareSmsSent'));
      void refresh();
    },
    (error) => applyFieldError(smsForm, error, ['mobile']),
  );

  const close = () => {
    // The password is shown once: closing forgets it.
    setShare(null);
    passwordForm.resetFields();
    smsForm.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('orderTools.share.title')}
      onCancel={close}
      footer={
        <Button onClick={close} data-testid="order-share-close">
          {t('orderTools.close')}
        </Button>
      }
      width={600}
    >
      <div data-testid="order-share-modal">
        <Typography.Paragraph type="secondary">{t('orderTools.share.intro')}</Typography.Paragraph>
        {order.shared && !share && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('orderTools.share.alreadyShared')}
            data-testid="order-share-already"
          />
        )}
        <Button type="primary" loading={creating} onClick={create} data-testid="order-share-create">
          {t(shared ? 'orderTools.share.recreate' : 'orderTools.share.create')}
        </Button>

        {share && (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ margin: '12px 0' }}
              title={t('orderTools.share.passwordOnce')}
              data-testid="order-share-once"
            />
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('orderTools.share.link')}>
                <Typography.Text copyable data-testid="order-share-url" style={{ wordBreak: 'break-all' }}>
                  {shareUrl(share)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('orderTools.share.password')}>
                <Typography.Text copyable strong data-testid="order-share-link-password">
                  {share.password}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}

        <Divider titlePlacement="start">{t('orderTools.share.changePassword')}</Divider>
        {!shared && <Typography.Paragraph type="secondary">{t('orderTools.share.needLink')}</Typography.Paragraph>}
        <Form form={passwordForm} layout="inline" onFinish={changePassword.submit} disabled={!shared}>
          <Form.Item
            name="password"
            label={t('orderTools.share.newPassword')}
            rules={[
              requiredText(t('order.sharePasswordInvalid')),
              { pattern: SHARE_PASSWORD_PATTERN, message: t('order.sharePasswordInvalid') },
            ]}
            extra={t('orderTools.share.newPasswordHint')}
          >
            <Input maxLength={20} autoComplete="off" data-testid="order-share-new-password" />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={changePassword.submitting} data-testid="order-share-save-password">
              {t('orderTools.share.savePassword')}
            </Button>
          </Form.Item>
        </Form>

        <Divider titlePlacement="start">{t('orderTools.share.sms')}</Divider>
        <Typography.Paragraph type="secondary">{t('orderTools.share.smsHint')}</Typography.Paragraph>
        <Form form={smsForm} layout="inline" onFinish={sendSms.submit}>
          <Form.Item name="mobile" label={t('orderTools.share.smsMobile')} rules={mobileRules(t)}>
            <Input maxLength={11} inputMode="tel" data-testid="order-share-sms-mobile" />
          </Form.Item>
          <Form.Item>
            <Flex gap="small">
              <Button htmlType="submit" loading={sendSms.submitting} data-testid="order-share-sms-send">
                {t('orderTools.share.smsSend')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
