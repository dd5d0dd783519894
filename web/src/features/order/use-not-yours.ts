import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../shared/ui/confirm.tsx';

/**
 * SPEC §2, as OrderDetailPage does it: an order that is not the caller's (the server's 404, or no
 * order id at all) shows the confirm box "该订单不属于您，请回到列表刷新重试" once, then goes to
 * /manage/orderlist whichever button is pressed.
 */
export function useNotYoursRedirect(notYours: boolean): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!notYours || told.current) return;
    told.current = true;
    const back = () => navigate('/manage/orderlist', { replace: true });
    confirm({ title: t('order.detail.notYours'), danger: false, onOk: back, onCancel: back });
  }, [notYours, confirm, navigate, t]);
}
