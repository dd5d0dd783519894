import type { ContractEvidenceEntry } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { evidenceApi, evidenceKeys } from './evidence-api.ts';

const PARTY_KEY = { buyer: 'contractPage.party.buyer', seller: 'contractPage.party.seller' } as const;

/**
 * 签署证据链 on the contract page: every contract event (generated, code sent, signed, downloaded,
 * shared, attachment added, sealed …) oldest first, with who, from where and each entry's hash,
 * and whether the hash chain still verifies. Both parties see the same trail.
 */
export function EvidenceSection({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: evidenceKeys.list(orderId), queryFn: () => evidenceApi.list(orderId), retry: false });
  // Without contract.view (403) or for another company's order (404) the page explains itself elsewhere.
  if (list.isError) return null;
  const data = list.data;

  return (
    <Card
      data-testid="contract-evidence"
      title={
        <Space wrap>
          {t('evidencePage.title')}
          {data && data.entries.length > 0 && (
            <Tag color={data.intact ? 'success' : 'error'} data-testid="evidence-intact">
              {data.intact ? t('evidencePage.intact') : t('evidencePage.broken')}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Link to="/contractVerify" data-testid="evidence-verify-link">
          {t('evidencePage.verifyLink')}
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('evidencePage.hint')}</Typography.Paragraph>
      {data && !data.intact && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={data.message} data-testid="evidence-broken" />
      )}
      <Table<ContractEvidenceEntry>
        rowKey="seq"
        size="small"
        loading={list.isPending}
        dataSource={data?.entries ?? []}
        pagination={(data?.entries.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('evidencePage.empty') }}
        rowClassName={(entry) => (data?.brokenAt !== null && data?.brokenAt === entry.seq ? 'ant-table-row-selected' : '')}
        columns={[
          { key: 'seq', title: t('evidencePage.col.seq'), dataIndex: 'seq', width: 60 },
          { key: 'at', title: t('evidencePage.col.time'), width: 170, render: (_, e) => formatDate(e.at) },
          {
            key: 'event',
            title: t('evidencePage.col.event'),
            render: (_, e) => (
              <span data-testid={`evidence-event-${e.event}`}>
                {e.eventLabel}
                {e.contractNo && (
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                    {e.contractNo}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          {
            key: 'actor',
            title: t('evidencePage.col.actor'),
            render: (_, e) =>
              [e.party ? t(PARTY_KEY[e.party]) : null, e.companyName, e.actorName].filter(Boolean).join(' · ') || '-',
          },
          { key: 'ip', title: t('evidencePage.col.ip'), width: 130, render: (_, e) => e.ip ?? '-' },
          {
            key: 'hash',
            title: t('evidencePage.col.hash'),
            width: 160,
            render: (_, e) => (
              <Typography.Text code copyable={{ text: e.hash }} title={e.hash}>
                {e.hash.slice(0, 12)}…
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
