import type { Notification } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { NOTIFICATION_KEY, NOTIFICATION_LIST_KEY, notificationApi } from '../api.ts';
import { NotificationSettingsModal } from '../components/NotificationSettingsModal.tsx';

type Filter = { show: 'all' | 'unread' };

/**
 * /manage/notifications: the turns that passed to the person and the answers to what it asked, newest first. Opening
 * one marks it read and goes to its object; 全部已读 marks the rest.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [configuring, setConfiguring] = useState(false);
  const list = usePagedTable<Notification, Filter>(
    NOTIFICATION_LIST_KEY,
    ({ show, ...page }) => notificationApi.list({ ...page, unread: show === 'unread' }),
    { show: 'all' },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });

  const open = async (item: Notification) => {
    if (!item.readAt) {
      await notificationApi.read([item.id]);
      await refresh();
    }
    await navigate(item.link);
  };
  const readAll = async () => {
    const { updated } = await notificationApi.read();
    showSuccessToast(t('notification.allRead', { count: updated }));
    await refresh();
  };

  const columns: ColumnsType<Notification> = [
    {
      title: t('notification.title'),
      key: 'title',
      render: (_, item) => (
        <Space>
          <Badge status={item.readAt ? 'default' : 'processing'} />
          <Typography.Link
            strong={!item.readAt}
            onClick={() => void open(item)}
            data-testid="notification-open"
            data-read={item.readAt ? 'true' : 'false'}
          >
            {item.title}
          </Typography.Link>
        </Space>
      ),
    },
    { title: t('notification.time'), key: 'createdAt', width: 180, render: (_, item) => formatDate(item.createdAt) },
  ];

  return (
    <Card
      title={t('route.manage.notifications')}
      extra={
        <Space>
          <Segmented<Filter['show']>
            value={list.filter.show}
            onChange={(show) => list.search({ show })}
            options={[
              { value: 'all', label: t('notification.showAll') },
              { value: 'unread', label: t('notification.showUnread') },
            ]}
            data-testid="notification-filter"
          />
          <Button onClick={() => void readAll()} data-testid="notification-read-all">
            {t('notification.readAll')}
          </Button>
          <Button onClick={() => setConfiguring(true)} data-testid="notification-settings-open">
            {t('notification.settings')}
          </Button>
        </Space>
      }
    >
      <Table<Notification>
        {...list.tableProps}
        columns={columns}
        data-testid="notification-list"
        locale={{ emptyText: <Empty description={t('notification.empty')} /> }}
      />
      <NotificationSettingsModal open={configuring} onClose={() => setConfiguring(false)} />
    </Card>
  );
}
