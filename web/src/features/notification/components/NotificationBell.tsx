import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BELL_REFRESH_MS, notificationApi, UNREAD_COUNT_KEY } from '../api.ts';

/** The header's bell: how many notifications wait unread, a link to the inbox (/manage/notifications). */
export default function NotificationBell() {
  const { t } = useTranslation();
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: notificationApi.unreadCount,
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = unread.data?.count ?? 0;
  return (
    <Link
      to="/manage/notifications"
      className="header-bell"
      data-testid="header-bell"
      data-unread={count}
      aria-label={t('notification.bellAria', { count })}
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
      </Badge>
    </Link>
  );
}
