import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { currentPathWithQuery, loginUrlWithRedirect } from '../../../shared/navigation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useSession } from '../../../shared/session.ts';
import { showInfoToast, showSuccessToast } from '../../../shared/toast.ts';
import { ATTENTION_LIST_URL, attentionApi } from '../api.ts';

/** Only a follower sees the unfollow confirmation: its code loads for them, out of the product page's first JavaScript. */
const Popconfirm = lazy(() => import('antd/es/popconfirm'));

/** The largest page the list call gives: followed products beyond it are found by the 409 of a second follow. */
const FOLLOWED_SCAN_SIZE = 200;

/**
 * 关注 / 已关注 on the details page. A visitor goes to /login and comes back here. Whether the user
 * already follows the product is read from their followed list (the details answer has no flag).
 */
export function FollowButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const key = [ATTENTION_LIST_URL, 'follows', productId];
  const followed = useQuery({
    queryKey: key,
    queryFn: async () => (await attentionApi.list(1, FOLLOWED_SCAN_SIZE)).records.some((item) => item.id === productId),
    enabled: loggedIn,
  });
  const setFollowed = (value: boolean) => {
    queryClient.setQueryData(key, value);
    // Other lists of followed products (the management centre) are out of date now.
    void queryClient.invalidateQueries({ queryKey: [ATTENTION_LIST_URL], predicate: (query) => query.queryKey[1] !== 'follows' });
  };

  const follow = async () => {
    if (!loggedIn) {
      navigate(loginUrlWithRedirect(currentPathWithQuery()));
      return;
    }
    setBusy(true);
    try {
      await attentionApi.follow(productId);
      setFollowed(true);
      showSuccessToast(t('attention.followed'));
    } catch (error) {
      // 409: already followed (from another tab, or beyond the scanned list).
      if (isApiError(error) && error.status === 409) {
        setFollowed(true);
        showInfoToast(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const unfollow = async () => {
    setBusy(true);
    try {
      await attentionApi.unfollow(productId);
      showSuccessToast(t('attention.removed'));
      setFollowed(false);
    } catch (error) {
      // 404: no longer followed (removed elsewhere).
      if (isApiError(error) && error.status === 404) setFollowed(false);
    } finally {
      setBusy(false);
    }
  };

  if (loggedIn && followed.data) {
    const button = (
      <Button
        size="large"
        icon={<HeartFilled style={{ color: 'var(--hg-red)' }} />}
        loading={busy}
        data-testid="product-unfollow"
      >
        {t('goods.followed')}
      </Button>
    );
    return (
      <Suspense fallback={button}>
        <Popconfirm
          title={t('goods.unfollowConfirm')}
          onConfirm={unfollow}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
        >
          {button}
        </Popconfirm>
      </Suspense>
    );
  }
  return (
    <Button
      size="large"
      icon={<HeartOutlined />}
      loading={busy || (loggedIn && followed.isPending)}
      onClick={() => void follow()}
      data-testid="product-follow"
    >
      {t('goods.follow')}
    </Button>
  );
}
