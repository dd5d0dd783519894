import { NOTIFICATION_TOPICS, type NotificationSettings, type NotificationTopic } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Space, Switch, Table, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { notificationApi, SETTINGS_KEY } from '../api.ts';

type Values = {
  topics: Record<NotificationTopic, { inbox: boolean; sms: boolean }>;
  quietStart: Dayjs;
  quietEnd: Dayjs;
};

const CLOCK = 'HH:mm';

/** 通知设置: per topic, the inbox and an SMS on or off; the China hours in which no SMS is sent (held until they end). */
export function NotificationSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: notificationApi.settings, enabled: open });
  // Opened on a refetch, the form waits for the fresh values; each version of them gets a form of its own.
  if (!settings.data || settings.isFetching) return null;
  return <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} open={open} onClose={onClose} />;
}

function SettingsForm({ settings, open, onClose }: { settings: NotificationSettings; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const initial: Values = {
    topics: Object.fromEntries(settings.topics.map(({ topic, ...channels }) => [topic, channels])) as Values['topics'],
    quietStart: dayjs(settings.quietStart, CLOCK),
    quietEnd: dayjs(settings.quietEnd, CLOCK),
  };
  const save = async (values: Values) => {
    const body: NotificationSettings = {
      topics: NOTIFICATION_TOPICS.map((topic) => ({ topic, ...values.topics[topic] })),
      quietStart: values.quietStart.format(CLOCK),
      quietEnd: values.quietEnd.format(CLOCK),
    };
    // The answer is the settings as saved: the next opening starts from them (the form reads its values once, at opening).
    queryClient.setQueryData(SETTINGS_KEY, await notificationApi.saveSettings(body));
    showSuccessToast(t('notification.settingsSaved'));
  };
  return (
    <FormModal<Values>
      open={open}
      title={t('notification.settings')}
      testId="notification-settings"
      onClose={onClose}
      onSubmit={save}
      form={form}
      initialValues={initial}
      width={560}
    >
      <Table
        rowKey="topic"
        size="small"
        pagination={false}
        dataSource={NOTIFICATION_TOPICS.map((topic) => ({ topic }))}
        columns={[
          { title: t('notification.topic'), key: 'topic', render: (_, row) => t(`notification.topic.${row.topic}`) },
          ...(['inbox', 'sms'] as const).map((channel) => ({
            title: t(`notification.channel.${channel}`),
            key: channel,
            width: 110,
            render: (_: unknown, row: { topic: NotificationTopic }) => (
              <Form.Item name={['topics', row.topic, channel]} valuePropName="checked" noStyle>
                <Switch size="small" data-testid={`notification-${row.topic}-${channel}`} />
              </Form.Item>
            ),
          })),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph type="secondary">{t('notification.quietHint')}</Typography.Paragraph>
      <Space>
        <Form.Item name="quietStart" label={t('notification.quietStart')}>
          <TimePicker format={CLOCK} allowClear={false} minuteStep={5} data-testid="notification-quiet-start" />
        </Form.Item>
        <Form.Item name="quietEnd" label={t('notification.quietEnd')}>
          <TimePicker format={CLOCK} allowClear={false} minuteStep={5} data-testid="notification-quiet-end" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
