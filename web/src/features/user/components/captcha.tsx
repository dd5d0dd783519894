import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, type InputRef, Modal, Space, Spin } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { captchaApi } from '../api.ts';

/** Whether the server asks for a captcha before login and code sending (SPEC §9: on by default). */
export function useCaptchaEnabled(): { enabled: boolean; loading: boolean } {
  const query = useQuery({ queryKey: ['captcha', 'config'], queryFn: captchaApi.config, staleTime: 5 * 60_000 });
  return { enabled: query.data?.enabled ?? true, loading: query.isPending };
}

/** A fresh image challenge; `refresh` fetches a new one (a challenge allows one try). */
export function useCaptchaChallenge(enabled: boolean) {
  // Each captcha on screen (login form, a dialog) owns its challenge; sharing one would let one
  // refresh spend the other's.
  const instance = useId();
  const query = useQuery({
    queryKey: ['captcha', 'challenge', instance],
    queryFn: captchaApi.get,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
  });
  return {
    // A challenge allows one try: while a new one loads, the spent image is not shown.
    // A failed fetch keeps the last (spent) challenge as data: none is shown then, and the image offers a reload.
    challenge: query.isFetching || query.isError ? undefined : query.data,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The challenge image (SVG shown as an image, never as markup) with a refresh button. */
export function CaptchaImage({ svg, loading, onRefresh }: { svg?: string; loading: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4} align="center">
      <button
        type="button"
        onClick={onRefresh}
        title={t('captcha.refresh')}
        style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#f4f6fa', cursor: 'pointer', height: 40 }}
      >
        {svg ? (
          <img
            data-testid="captcha-image"
            src={svgUrl(svg)}
            alt={t('captcha.imageAlt')}
            width={120}
            height={38}
            style={{ display: 'block', opacity: loading ? 0.4 : 1 }}
          />
        ) : (
          // No image and not loading: the fetch failed (its message is shown by the request layer); a click asks again.
          <span style={{ display: 'inline-flex', width: 120, height: 38, alignItems: 'center', justifyContent: 'center' }}>
            {loading ? <Spin size="small" /> : <ReloadOutlined data-testid="captcha-unavailable" />}
          </span>
        )}
      </button>
      <Button
        type="text"
        icon={<ReloadOutlined />}
        onClick={onRefresh}
        aria-label={t('captcha.refresh')}
        data-testid="captcha-refresh"
      />
    </Space>
  );
}

/**
 * A captcha step in a modal, used before every SMS code sending ("captcha first"). Resolves with a
 * one-time captchaVerification; a wrong answer fetches a new challenge.
 */
export function CaptchaModal({
  open,
  onSolved,
  onCancel,
}: {
  open: boolean;
  onSolved: (captchaVerification: string) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { challenge, loading, refresh } = useCaptchaChallenge(open);
  const [answer, setAnswer] = useState('');
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<InputRef>(null);

  useEffect(() => {
    if (open) {
      setAnswer('');
      setTimeout(() => inputRef.current?.focus(), 50);
    }
  }, [open]);

  const busy = useRef(false);
  const submit = async () => {
    if (!challenge || !answer.trim() || busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const { captchaVerification } = await captchaApi.check(challenge.captchaId, answer.trim());
      await onSolved(captchaVerification);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setAnswer('');
      refresh();
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('captcha.title')}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: false }}
      width={360}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={checking}
          disabled={!answer.trim()}
          onClick={() => void submit()}
          data-testid="captcha-submit"
        >
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('captcha.hint')}>
          <CaptchaImage svg={challenge?.image} loading={loading} onRefresh={refresh} />
        </Form.Item>
        <Form.Item label={t('captcha.answer')} htmlFor="captcha-modal-answer" style={{ marginBottom: 0 }}>
          <Input
            id="captcha-modal-answer"
            ref={inputRef}
            data-testid="captcha-answer"
            value={answer}
            maxLength={10}
            autoComplete="off"
            placeholder={t('captcha.answerPlaceholder')}
            onChange={(event) => setAnswer(event.target.value)}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
