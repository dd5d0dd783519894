import {
  type AdminHelpPage,
  HELP_CONTENT_MAX,
  HELP_TITLE_MAX,
  type HelpRevision,
  type HelpSaveBody,
  type HelpSlug,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Collapse, Drawer, Empty, Form, Input, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { applyFieldError } from '../../../shared/form.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Markdown } from '../../../shared/markdown/Markdown.tsx';
import { MarkdownEditor } from '../../../shared/markdown/MarkdownEditor.tsx';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { ADMIN_HELP_HISTORY_URL, ADMIN_HELP_LIST_URL, HELP_PAGE_URL, HELP_PAGES_URL, helpApi } from '../api.ts';

interface EditForm {
  title: string;
  content: string;
}

interface Editing {
  page: AdminHelpPage;
  /** A draft to start from (an earlier version); else the current text. */
  draft?: EditForm;
}

/** Edits one page; the save carries the version loaded, so a concurrent save answers 409 instead of being overwritten. */
function EditDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditForm>();
  const [saving, setSaving] = useState(false);
  const { page } = editing;

  const save = async (values: EditForm) => {
    setSaving(true);
    try {
      // Only editable pages open the editor (the agreement pages are published as agreements).
      await helpApi.save({
        slug: page.slug as HelpSaveBody['slug'],
        title: values.title.trim(),
        content: values.content,
        baseVersion: page.version,
      });
      showSuccessToast(t('help.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_HELP_LIST_URL] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_HELP_HISTORY_URL] }),
        queryClient.invalidateQueries({ queryKey: [HELP_PAGES_URL] }),
        queryClient.invalidateQueries({ queryKey: [HELP_PAGE_URL] }),
      ]);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyFieldError(form, error, ['title', 'content']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('helpAdmin.editTitle', { title: page.title || t(`route.help.${page.slug}`) })}
      size={Math.min(1200, window.innerWidth)}
      maskClosable={false}
      destroyOnHidden
      data-testid="help-editor"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="help-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {page.version > 0 ? t('helpAdmin.editHint', { version: page.version, next: page.version + 1 }) : t('helpAdmin.firstHint')}
      </Typography.Paragraph>
      <Form<EditForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={editing.draft ?? { title: page.title || t(`route.help.${page.slug}`), content: page.content }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="title" label={t('helpAdmin.title')} rules={[requiredText(t('helpAdmin.titleRequired'))]}>
          <Input maxLength={HELP_TITLE_MAX} showCount data-testid="help-title" />
        </Form.Item>
        <Form.Item name="content" label={t('helpAdmin.content')} rules={[requiredText(t('helpAdmin.contentRequired'))]}>
          <MarkdownEditor maxLength={HELP_CONTENT_MAX} label={t('helpAdmin.content')} testId="help-content-input" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** Every saved version of a page, newest first; one can be read, or taken as the draft of a new version. */
function HistoryDrawer({
  page,
  onClose,
  onRestore,
}: {
  page: AdminHelpPage;
  onClose: () => void;
  onRestore: (revision: HelpRevision) => void;
}) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [ADMIN_HELP_HISTORY_URL, { slug: page.slug }],
    queryFn: () => helpApi.history(page.slug),
    staleTime: 0,
  });
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('helpAdmin.historyTitle', { title: page.title })}
      size={760}
      destroyOnHidden
      data-testid="help-history"
    >
      {history.isPending ? (
        <Skeleton active />
      ) : !history.data?.length ? (
        <Empty description={t('helpAdmin.noHistory')} />
      ) : (
        <Timeline
          items={history.data.map((revision) => ({
            key: revision.id,
            color: revision.version === page.version ? 'green' : 'gray',
            title: (
              <Space size={8} wrap>
                <Tag color={revision.version === page.version ? 'success' : 'default'}>
                  {t('agreementText.version', { version: revision.version })}
                </Tag>
                <span>{formatDate(revision.savedAt)}</span>
                <span className="muted">{revision.savedBy ?? '-'}</span>
              </Space>
            ),
            content: (
              <Collapse
                size="small"
                items={[
                  {
                    key: 'text',
                    label: revision.title,
                    extra:
                      revision.version === page.version ? null : (
                        <Button
                          size="small"
                          type="link"
                          onClick={(event) => {
                            event.stopPropagation();
                            onRestore(revision);
                          }}
                          data-testid={`help-restore-${revision.version}`}
                        >
                          {t('helpAdmin.restore')}
                        </Button>
                      ),
                    children: <Markdown source={revision.content} />,
                  },
                ]}
              />
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** /admin/help: the help centre's pages, edited as Markdown with a preview, with their history. */
export default function HelpAdminPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [ADMIN_HELP_LIST_URL], queryFn: () => helpApi.adminList() });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [historyOf, setHistoryOf] = useState<HelpSlug | null>(null);
  const pages = list.data ?? [];
  const historyPage = pages.find((page) => page.slug === historyOf);

  const columns: ColumnsType<AdminHelpPage> = [
    {
      title: t('helpAdmin.page'),
      dataIndex: 'slug',
      width: 220,
      render: (slug: HelpSlug) => (
        <Space direction="vertical" size={0}>
          <span>{t(`route.help.${slug}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            /helpcenter/{slug}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('helpAdmin.title'), dataIndex: 'title', ellipsis: true, render: (title: string) => title || '-' },
    {
      title: t('helpAdmin.version'),
      dataIndex: 'version',
      width: 120,
      render: (version: number) =>
        version > 0 ? t('agreementText.version', { version }) : <Tag color="default">{t('helpAdmin.unwritten')}</Tag>,
    },
    { title: t('helpAdmin.updatedBy'), dataIndex: 'updatedBy', width: 130, render: (value: string | null) => value || '-' },
    { title: t('helpAdmin.updatedAt'), dataIndex: 'updatedAt', width: 180, render: (value: string | null) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_, page) =>
        page.editable ? (
          <Space size={0}>
            <Button type="link" onClick={() => setEditing({ page })} data-testid={`help-edit-${page.slug}`}>
              {t('helpAdmin.edit')}
            </Button>
            <Button
              type="link"
              disabled={page.version === 0}
              onClick={() => setHistoryOf(page.slug)}
              data-testid={`help-history-${page.slug}`}
            >
              {t('helpAdmin.history')}
            </Button>
          </Space>
        ) : (
          <Link to="/admin/agreement">{t('helpAdmin.toAgreements')}</Link>
        ),
    },
  ];

  return (
    <Card title={t('route.admin.help')}>
      <Typography.Paragraph type="secondary">{t('helpAdmin.hint')}</Typography.Paragraph>
      <Table<AdminHelpPage>
        rowKey="slug"
        loading={list.isFetching}
        dataSource={pages}
        columns={columns}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="help-table"
      />
      {editing && <EditDrawer key={editing.page.slug} editing={editing} onClose={() => setEditing(null)} />}
      {historyPage && (
        <HistoryDrawer
          page={historyPage}
          onClose={() => setHistoryOf(null)}
          onRestore={(revision) => {
            setHistoryOf(null);
            setEditing({ page: historyPage, draft: { title: revision.title, content: revision.content } });
          }}
        />
      )}
    </Card>
  );
}
