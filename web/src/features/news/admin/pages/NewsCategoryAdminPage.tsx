import { PlusOutlined } from '@ant-design/icons';
import type { AdminNewsCategory } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useConfirm } from '../../../../shared/ui/confirm.tsx';
import { ADMIN_NEWS_CATEGORY_LIST_URL, newsAdminApi, refreshNews } from '../api.ts';
import { NewsCategoryModal } from '../components/NewsCategoryModal.tsx';

/** /admin/news/category: the news categories (资讯分类) in order; a category holding articles cannot be deleted. */
export default function NewsCategoryAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = useQuery({ queryKey: [ADMIN_NEWS_CATEGORY_LIST_URL], queryFn: () => newsAdminApi.categories() });
  const [editing, setEditing] = useState<AdminNewsCategory | 'new' | null>(null);
  const categories = list.data ?? [];
  const nextSortOrder = Math.min(9999, Math.max(-1, ...categories.map((category) => category.sortOrder)) + 1);

  const remove = (row: AdminNewsCategory) =>
    confirm({
      title: t('newsCategoryAdmin.deleteTitle', { name: row.name }),
      content: t('common.confirmDelete'),
      okText: t('newsCategoryAdmin.delete'),
      onOk: async () => {
        try {
          await newsAdminApi.delCategory(row.id);
          showSuccessToast(t('news.categoryDeleted'));
        } finally {
          await refreshNews(queryClient);
        }
      },
    });

  const columns: ColumnsType<AdminNewsCategory> = [
    { title: t('newsCategoryAdmin.name'), dataIndex: 'name' },
    { title: t('newsCategoryAdmin.nameEn'), dataIndex: 'nameEn' },
    { title: t('newsCategoryAdmin.sortOrder'), dataIndex: 'sortOrder', width: 100, align: 'right' },
    { title: t('newsCategoryAdmin.published'), dataIndex: 'articleCount', width: 110, align: 'right' },
    { title: t('newsCategoryAdmin.total'), dataIndex: 'totalCount', width: 110, align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      render: (_, row) => {
        const label = (action: string) => t('newsCategoryAdmin.actionOf', { action, name: row.name });
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={label(t('newsCategoryAdmin.edit'))}>
              {t('newsCategoryAdmin.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => remove(row)}
              aria-label={label(t('newsCategoryAdmin.delete'))}
              data-testid={`news-category-delete-${row.id}`}
            >
              {t('newsCategoryAdmin.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('route.admin.newsCategory')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="news-category-add">
          {t('newsCategoryAdmin.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('newsCategoryAdmin.hint')}</Typography.Paragraph>
      <Table<AdminNewsCategory>
        rowKey="id"
        loading={list.isFetching}
        dataSource={categories}
        columns={columns}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('newsCategoryAdmin.empty')} /> }}
        data-testid="news-category-table"
      />
      {editing && (
        <NewsCategoryModal
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          nextSortOrder={nextSortOrder}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
