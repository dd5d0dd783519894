import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { currentPathWithQuery, loginUrlWithRedirect } from '../../../shared/navigation.ts';
import { useSession } from '../../../shared/session.ts';
import { type InquiredOffer, InquiryModal } from '../../quote/index.ts';

/**
 * 询价: asks the seller to quote this offer — the way to buy one at 面议 (primary there), and for a quantity worth
 * negotiating on any other. A visitor signs in first.
 */
export function InquiryButton({ offer, primary }: { offer: InquiredOffer; primary: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type={primary ? 'primary' : 'default'}
        danger={primary}
        size="large"
        icon={<MessageOutlined />}
        onClick={() => (loggedIn ? setOpen(true) : navigate(loginUrlWithRedirect(currentPathWithQuery())))}
        data-testid="inquiry-open"
      >
        {t('goods.inquiry.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InquiryModal offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
