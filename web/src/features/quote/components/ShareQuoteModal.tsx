import type { Quote, QuoteAccess } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMarketDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { QUOTES_KEY, quoteApi } from '../api.ts';

const ACCESS_COLOURS: Record<QuoteAccess['status'], string> = { applied: 'gold', approved: 'success', rejected: 'default' };

/** The page a share link opens. */
export const shareLinkOf = (token: string) => `${window.location.origin}/applyShare?token=${token}`;

/**
 * 分享: the quote's link to send a customer (made on first use), a certified company let in at once, and the
 * companies let in or asking through the link, each request answered here. Mounted per opening.
 */
export function ShareQuoteModal({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = [...QUOTES_KEY, 'sharing', quote.id];
  const sharing = useQuery({ queryKey: key, queryFn: () => quoteApi.sharing(quote.id), refetchOnMount: 'always' });
  const [words, setWords] = useState('');
  const [grantee, setGrantee] = useState<number>();
  const [busy, setBusy] = useState(false);
  const companies = useQuery({ queryKey: ['quote-share', 'companies', words], queryFn: () => quoteApi.companies(words) });
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showSuccessToast(t(done));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  const token = sharing.data?.token;

  return (
    <Modal
      open
      title={t('quote.share.title', { no: quote.quoteNo })}
      width={720}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('quote.share.intro')}
        </Typography.Paragraph>
        <div>
          <Typography.Text strong>{t('quote.share.link')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            {token ? (
              <Typography.Text copyable data-testid="quote-share-link">
                {shareLinkOf(token)}
              </Typography.Text>
            ) : (
              <Button
                loading={busy}
                onClick={() => void act(() => quoteApi.share(quote.id), 'quote.sharedOk')}
                data-testid="quote-share-make-link"
              >
                {t('quote.share.makeLink')}
              </Button>
            )}
          </div>
        </div>
        <div>
          <Typography.Text strong>{t('quote.share.grant')}</Typography.Text>
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Select<number>
              style={{ width: '100%' }}
              showSearch={{ filterOption: false, onSearch: setWords }}
              placeholder={t('quote.form.buyerPlaceholder')}
              value={grantee}
              onChange={setGrantee}
              loading={companies.isFetching}
              options={(companies.data?.records ?? [])
                .filter((c) => c.id !== quote.buyerCompanyId && c.id !== quote.supplierCompanyId)
                .map((c) => ({ value: c.id, label: `${c.name}（${c.creditCode}）` }))}
              data-testid="quote-share-company"
            />
            <Button
              type="primary"
              disabled={grantee === undefined}
              loading={busy}
              onClick={() =>
                void act(async () => {
                  await quoteApi.share(quote.id, grantee);
                  setGrantee(undefined);
                }, 'quote.sharedOk')
              }
              data-testid="quote-share-grant"
            >
              {t('quote.share.grantButton')}
            </Button>
          </Space.Compact>
        </div>
        <div>
          <Typography.Text strong>{t('quote.share.access')}</Typography.Text>
          <Table<QuoteAccess>
            size="small"
            rowKey="id"
            style={{ marginTop: 4 }}
            loading={sharing.isPending}
            dataSource={sharing.data?.access ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description={t('quote.share.empty')} /> }}
            data-testid="quote-share-access"
            columns={[
              { title: t('quote.share.company'), dataIndex: 'companyName', ellipsis: true },
              {
                title: t('quote.col.status'),
                key: 'status',
                width: 90,
                render: (_, a) => <Tag color={ACCESS_COLOURS[a.status]}>{a.statusLabel}</Tag>,
              },
              {
                title: '',
                key: 'via',
                width: 190,
                render: (_, a) => (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`quote.share.via.${a.via}`)} · {formatMarketDate(a.answeredAt ?? a.createdAt, 'MM-DD HH:mm')}
                  </Typography.Text>
                ),
              },
              {
                title: '',
                key: 'answer',
                width: 130,
                render: (_, a) =>
                  a.status === 'applied' && (
                    <Space size="small">
                      <Button
                        size="small"
                        type="primary"
                        disabled={busy}
                        onClick={() => void act(() => quoteApi.answerShare(a.id, true), 'quote.shareAnsweredOk')}
                        data-testid={`quote-share-approve-${a.companyId}`}
                      >
                        {t('quote.share.approve')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        disabled={busy}
                        onClick={() => void act(() => quoteApi.answerShare(a.id, false), 'quote.shareAnsweredOk')}
                      >
                        {t('quote.share.reject')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        </div>
      </Space>
    </Modal>
  );
}
