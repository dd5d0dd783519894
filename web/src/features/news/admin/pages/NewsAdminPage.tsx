import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { type AdminNewsArticle, NEWS_STATUSES, type NewsStatus } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useConfirm } from '../../../../shared/ui/confirm.tsx';
import { SafeImage } from '../../../../shared/ui/SafeImage.tsx';
import { usePagedTable } from '../../../../shared/ui/usePagedTable.ts';
import { ListSearch } from '../../../admin/index.ts';
import { ROW_LINK_STYLE, TimeLines } from '../../../audit/index.ts';
import { ADMIN_NEWS_CATEGORY_LIST_URL, ADMIN_NEWS_LIST_URL, type NewsListFilter, newsAdminApi, refreshNews } from '../api.ts';
import { NewsEditorDrawer } from '../components/NewsEditorDrawer.tsx';
import { NewsStatusTag } from '../components/NewsStatusTag.tsx';

/** A transparent pixel: an article without a cover shows an empty frame, not the avatar fallback. */
const NO_COVER = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** Public path of a published article (the news detail page). */
const publicNewsPath = (id: number) => `/newslist/${id}`;

/** /admin/news: every news article (any state), filtered by category, state and keyword; write, publish, hide, delete. */
export default function NewsAdminPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const categories = useQuery({ queryKey: [ADMIN_NEWS_CATEGORY_LIST_URL], queryFn: () => newsAdminApi.categories() });
  const list = usePagedTable<AdminNewsArticle, NewsListFilter>(ADMIN_NEWS_LIST_URL, newsAdminApi.list, {
    categoryId: '',
    status: '',
    keyword: '',
  });
  const { filter } = list;
  // undefined: closed; null: a new article.
  const [editing, setEditing] = useState<AdminNewsArticle | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<number | null>(null);
  const en = i18n.language === 'en';

  const applyFilter = (next: Partial<NewsListFilter>) => list.search({ ...filter, ...next });

  const act = async (id: number, action: () => Promise<unknown>, doneKey: string) => {
    setBusyId(id);
    try {
      await action();
      showSuccessToast(t(doneKey));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      await refreshNews(queryClient);
      setBusyId(null);
    }
  };

  const unpublish = (row: AdminNewsArticle) =>
    confirm({
      title: t('newsAdmin.unpublishTitle', { title: row.title }),
      content: t('newsAdmin.unpublishConfirm'),
      okText: t('newsAdmin.unpublish'),
      onOk: () => act(row.id, () => newsAdminApi.unpublish(row.id), 'news.unpublished'),
    });

  const remove = (row: AdminNewsArticle) =>
    confirm({
      title: t('newsAdmin.deleteTitle', { title: row.title }),
      content: t('common.confirmDelete'),
      okText: t('newsAdmin.delete'),
      onOk: () => act(row.id, () => newsAdminApi.del(row.id), 'news.deleted'),
    });

  const columns: ColumnsType<AdminNewsArticle> = [
    {
      title: t('newsAdmin.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex gap={12} align="center">
          <SafeImage
            src={row.coverUrl ?? undefined}
            fallback={NO_COVER}
            width={72}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5', flex: 'none' }}
          />
          <div style={{ minWidth: 0, flex: 1 }}>
            <div>
              {row.pinned && <PushpinFilled style={{ color: '#fa541c', marginRight: 4 }} aria-label={t('newsAdmin.pinned')} />}
              <Typography.Text strong>{title}</Typography.Text>
            </div>
            {/* As wide as the column, never wider: a fixed width spilled over the next column at 1366 px. */}
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
              {row.summary}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    {
      title: t('newsAdmin.category'),
      dataIndex: 'categoryName',
      width: 120,
      // A long (English) name wraps inside the column instead of running under the next one.
      render: (name: string, row) => (
        <Tag variant="filled" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
          {en ? row.categoryNameEn : name}
        </Tag>
      ),
    },
    {
      title: t('newsAdmin.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: NewsStatus, row) => <NewsStatusTag status={status} testId={`news-status-${row.id}`} />,
    },
    {
      title: t('newsAdmin.publishedAt'),
      dataIndex: 'publishedAt',
      width: 120,
      render: (value: string | null) => <TimeLines value={value} />,
    },
    { title: t('newsAdmin.views'), dataIndex: 'viewCount', width: 80, align: 'right' },
    {
      title: t('newsAdmin.updated'),
      dataIndex: 'updatedAt',
      width: 120,
      // The day, and who changed it; the whole time in the tooltip.
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <span title={formatDate(value)}>{formatDate(value, 'YYYY-MM-DD')}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.updatedBy ?? '-'}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, row) => {
        const label = (action: string) => t('newsAdmin.actionOf', { action, title: row.title });
        const busy = busyId === row.id;
        return (
          <Space size={[12, 4]} wrap>
            <Button
              type="link"
              size="small"
              style={ROW_LINK_STYLE}
              onClick={() => setEditing(row)}
              aria-label={label(t('newsAdmin.edit'))}
            >
              {t('newsAdmin.edit')}
            </Button>
            {row.status === 'published' ? (
              <>
                <Button
                  type="link"
                  size="small"
                  style={ROW_LINK_STYLE}
                  href={publicNewsPath(row.id)}
                  target="_blank"
                  aria-label={label(t('newsAdmin.view'))}
                >
                  {t('newsAdmin.view')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  style={ROW_LINK_STYLE}
                  disabled={busy}
                  onClick={() => unpublish(row)}
                  aria-label={label(t('newsAdmin.unpublish'))}
                  data-testid={`news-unpublish-${row.id}`}
                >
                  {t('newsAdmin.unpublish')}
                </Button>
              </>
            ) : (
              <Button
                type="link"
                size="small"
                style={ROW_LINK_STYLE}
                loading={busy}
                onClick={() => void act(row.id, () => newsAdminApi.publish(row.id), 'news.published')}
                aria-label={label(t('newsAdmin.publish'))}
                data-testid={`news-publish-${row.id}`}
              >
                {t('newsAdmin.publish')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              style={ROW_LINK_STYLE}
              danger
              disabled={busy}
              onClick={() => remove(row)}
              aria-label={label(t('newsAdmin.delete'))}
              data-testid={`news-delete-${row.id}`}
            >
              {t('newsAdmin.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  const noCategories = categories.isSuccess && categories.data.length === 0;

  return (
    <Card
      title={t('route.admin.news')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!categories.data?.length}
          onClick={() => setEditing(null)}
          data-testid="news-new"
        >
          {t('newsAdmin.new')}
        </Button>
      }
    >
      {noCategories && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('newsAdmin.noCategories')}
          action={<Link to="/admin/news/category">{t('route.admin.newsCategory')}</Link>}
        />
      )}
      <Flex gap={12} wrap align="start">
        <Select
          allowClear
          placeholder={t('newsAdmin.allCategories')}
          aria-label={t('newsAdmin.category')}
          style={{ width: 180 }}
          value={filter.categoryId ? Number(filter.categoryId) : undefined}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: `${en ? category.nameEn : category.name} (${category.totalCount})`,
          }))}
          onChange={(value?: number) => applyFilter({ categoryId: value ? String(value) : '' })}
          data-testid="news-filter-category"
        />
        <Segmented<NewsStatus | ''>
          value={filter.status}
          aria-label={t('newsAdmin.status')}
          options={[
            { value: '', label: t('newsAdmin.allStatuses') },
            ...NEWS_STATUSES.map((status) => ({ value: status, label: t(`newsStatus.${status}`) })),
          ]}
          onChange={(status) => applyFilter({ status })}
          data-testid="news-filter-status"
        />
        <ListSearch
          label={t('newsAdmin.search')}
          placeholder={t('newsAdmin.searchPlaceholder')}
          testId="news-search"
          maxLength={50}
          width={300}
          onSearch={(keyword) => applyFilter({ keyword: keyword.trim() })}
        />
      </Flex>
      <Table<AdminNewsArticle>
        {...list.tableProps}
        columns={columns}
        scroll={{ x: 1020 }}
        locale={{ emptyText: <Empty description={t('newsAdmin.empty')} /> }}
        data-testid="news-table"
      />
      {editing !== undefined && (
        <NewsEditorDrawer
          key={editing?.id ?? 'new'}
          article={editing}
          categories={categories.data ?? []}
          defaultCategoryId={filter.categoryId ? Number(filter.categoryId) : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
