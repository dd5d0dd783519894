import { type AdminSeal, SEAL_ROLES, type SealRole, sealRoleLabelKey } from '@hgsc/contracts';
import { Card, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { PageParams } from '../../admin/index.ts';
import { AuditQueue, DetailLink, TwoLines, timeColumn } from '../../audit/index.ts';
import { SEAL_DETAIL_URL, SEAL_QUEUE_URL, type SealQueueFilter, sealAdminApi } from '../api.ts';
import { SealDetailDrawer, sealSubject } from '../components/SealDetailDrawer.tsx';
import { SealImage } from '../components/SealImage.tsx';

/** /admin/seal/audit (印章审核): buyer and seller seal applications, those under review first. */
export default function SealAuditPage() {
  const { t } = useTranslation();
  // The decision goes to /company/{role}/seal/audit: the role of each listed application is kept here.
  const roles = useRef(new Map<number, SealRole>());
  const fetchPage = async (params: PageParams & Partial<SealQueueFilter>) => {
    const page = await sealAdminApi.queue(params);
    for (const seal of page.records) roles.current.set(seal.id, seal.role);
    return page;
  };
  return (
    <Card title={t('route.admin.sealAudit')}>
      <Typography.Paragraph type="secondary">{t('sealAudit.queueHint')}</Typography.Paragraph>
      <AuditQueue<AdminSeal, SealQueueFilter>
        url={SEAL_QUEUE_URL}
        fetchPage={fetchPage}
        initialFilter={{ status: '', keyword: '', role: '' }}
        statuses={['', '0', '1', '2']}
        keywordPlaceholder={t('sealAudit.keywordPlaceholder')}
        extraFilters={[
          {
            name: 'role',
            label: t('sealAudit.role'),
            options: [
              { value: '', label: t('sealAudit.allRoles') },
              ...SEAL_ROLES.map((role) => ({ value: role, label: t(sealRoleLabelKey(role)) })),
            ],
          },
        ]}
        subjectOf={sealSubject}
        decide={(decision) => sealAdminApi.audit(roles.current.get(decision.id) ?? 'buyer', decision)}
        approvedMessage={t('seal.approved')}
        rejectedMessage={t('seal.rejected')}
        refreshKeys={[SEAL_DETAIL_URL]}
        renderDetail={(props) => <SealDetailDrawer {...props} />}
        testId="seal-audit"
        scrollX={710}
        columns={(openDetail) => [
          {
            title: t('sealManage.field.image'),
            dataIndex: 'imageUrl',
            width: 100,
            render: (url: string) => <SealImage src={url} alt={t('sealManage.field.image')} size={64} />,
          },
          {
            title: t('sealAudit.company'),
            dataIndex: 'companyName',
            width: 220,
            render: (name: string, row) => (
              <TwoLines main={<DetailLink onClick={() => openDetail(row)}>{name}</DetailLink>} sub={row.creditCode} />
            ),
          },
          {
            title: `${t('sealAudit.role')} / ${t('sealManage.field.source')}`,
            key: 'source',
            width: 150,
            render: (_, row) => <TwoLines main={row.roleLabel} sub={`${row.sourceLabel} · ${row.purposeLabel}`} />,
          },
          { title: t('sealManage.field.holderMobile'), dataIndex: 'holderMobile', width: 120 },
          timeColumn(t('audit.submittedAt'), 'submittedAt'),
        ]}
      />
    </Card>
  );
}
