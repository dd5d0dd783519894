import { PlusOutlined } from '@ant-design/icons';
import type { Chemical } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../admin/index.ts';
import { ROW_LINK_STYLE } from '../../audit/index.ts';
import { CHEMICALS_URL, chemicalApi } from '../api.ts';
import { ChemicalModal } from '../components/ChemicalModal.tsx';
import { ResolveCard } from '../components/ResolveCard.tsx';

/**
 * /admin/chemicals: the chemical dictionary (化学品词典) — each chemical's CAS number, names, formula and the other
 * names traders type. The catalogue search finds a chemical's offers by any of them.
 */
export default function ChemicalsPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const list = usePagedTable(CHEMICALS_URL, chemicalApi.list, { keyword: '' });
  // undefined: closed; null: a new chemical.
  const [editing, setEditing] = useState<Chemical | null | undefined>(undefined);

  const remove = (chemical: Chemical) =>
    confirm({
      title: t('chemicalAdmin.deleteTitle', { name: chemical.nameZh }),
      content: t('chemicalAdmin.deleteConfirm'),
      okText: t('chemicalAdmin.delete'),
      okTestId: 'chemical-delete-ok',
      onOk: async () => {
        await chemicalApi.delete(chemical.id);
        showSuccessToast(t('chemical.deleted'));
        await queryClient.invalidateQueries({ queryKey: [CHEMICALS_URL] });
      },
    });

  const columns: ColumnsType<Chemical> = [
    {
      title: t('chemicalAdmin.name'),
      key: 'name',
      width: 180,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{row.nameZh}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.nameEn}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('chemicalAdmin.casNumber'), dataIndex: 'casNumber', width: 110 },
    {
      title: t('chemicalAdmin.formula'),
      key: 'formula',
      width: 150,
      render: (_, row) =>
        row.formula ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{row.formula}</Typography.Text>
            {row.hillFormula && row.hillFormula !== row.formula && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('chemicalAdmin.hillIs', { hill: row.hillFormula })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('chemicalAdmin.synonyms'),
      dataIndex: 'synonyms',
      render: (synonyms: string[]) =>
        synonyms.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {synonyms.map((synonym) => (
              <Tag key={synonym}>{synonym}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('chemicalAdmin.noSynonyms')}</Typography.Text>
        ),
    },
    {
      title: t('chemicalAdmin.updated'),
      key: 'updated',
      width: 150,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text style={{ fontSize: 12 }}>{formatDate(row.updatedAt)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('chemicalAdmin.versionBy', { version: row.version, name: row.updatedBy ?? t('chemicalAdmin.seeded') })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            style={ROW_LINK_STYLE}
            onClick={() => setEditing(row)}
            aria-label={t('chemicalAdmin.actionOf', { action: t('chemicalAdmin.edit'), name: row.nameZh })}
            data-testid={`chemical-edit-${row.casNumber}`}
          >
            {t('chemicalAdmin.edit')}
          </Button>
          <Button
            type="link"
            danger
            style={ROW_LINK_STYLE}
            onClick={() => remove(row)}
            aria-label={t('chemicalAdmin.actionOf', { action: t('chemicalAdmin.delete'), name: row.nameZh })}
            data-testid={`chemical-delete-${row.casNumber}`}
          >
            {t('chemicalAdmin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Card
            title={t('route.admin.chemicals')}
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="chemical-add">
                {t('chemicalAdmin.add')}
              </Button>
            }
          >
            <Typography.Paragraph type="secondary">{t('chemicalAdmin.intro')}</Typography.Paragraph>
            <ListSearch
              label={t('chemicalAdmin.searchLabel')}
              placeholder={t('chemicalAdmin.searchPlaceholder')}
              testId="chemical-search"
              maxLength={100}
              width={320}
              onSearch={(keyword) => list.search({ keyword: keyword.trim() })}
            />
            <Table<Chemical>
              {...list.tableProps}
              columns={columns}
              scroll={{ x: 900 }}
              locale={{ emptyText: <Empty description={t('chemicalAdmin.empty')} /> }}
              data-testid="chemical-table"
            />
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <ResolveCard />
        </Col>
      </Row>
      {editing !== undefined && (
        <ChemicalModal key={editing?.id ?? 'new'} chemical={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
