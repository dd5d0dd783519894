import { DeleteOutlined } from '@ant-design/icons';
import {
  type AdminNewsArticle,
  type AdminNewsCategory,
  NEWS_AUTHOR_MAX,
  NEWS_CONTENT_MAX,
  NEWS_SOURCE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
} from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useRef } from 'react';
import { applyFieldError, useFormSubmit } from '../../../../shared/form.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { MarkdownEditor } from '../../../../shared/markdown/MarkdownEditor.tsx';
import { showSuccessToast } from '../../../../shared/toast.ts';
import { useConfirm } from '../../../../shared/ui/confirm.tsx';
import { FileUploadField } from '../../../../shared/ui/FileUploadField.tsx';
import { required, requiredText } from '../../../../shared/ui/form-rules.ts';
import { newsAdminApi, refreshNews } from '../api.ts';
import { NewsStatusTag } from './NewsStatusTag.tsx';

interface ArticleValues {
  title: string;
  categoryId: number;
  coverKey: string | null;
  summary: string;
  source?: string;
  author?: string;
  pinned: boolean;
  content: string;
}

const FIELDS = ['title', 'categoryId', 'coverKey', 'summary', 'source', 'author', 'content'];

/**
 * Writes a new article (saved as a draft) or edits one, keeping its state: an edited published
 * article stays published. "Save and publish" publishes a draft or unpublished article at once.
 */
export function NewsEditorDrawer({
  article,
  categories,
  defaultCategoryId,
  onClose,
}: {
  /** null: a new article. */
  article: AdminNewsArticle | null;
  categories: AdminNewsCategory[];
  defaultCategoryId?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ArticleValues>();
  const publishAfterSave = useRef(false);
  // A new article saved once (its publish then failed) is edited from then on, not created again.
  const savedId = useRef(article?.id);
  const canPublish = article?.status !== 'published';
  const coverKey = Form.useWatch('coverKey', form);

  const { submit, submitting } = useFormSubmit(
    async (values: ArticleValues) => {
      const publish = publishAfterSave.current && canPublish;
      try {
        const saved = await newsAdminApi.save({
          ...(savedId.current ? { id: savedId.current } : {}),
          categoryId: values.categoryId,
          title: values.title.trim(),
          summary: values.summary.trim(),
          content: values.content,
          coverKey: values.coverKey ?? null,
          source: values.source?.trim() || null,
          author: values.author?.trim() || null,
          pinned: values.pinned,
        });
        savedId.current = saved.id;
        if (publish) await newsAdminApi.publish(saved.id);
        showSuccessToast(t(publish ? 'news.published' : 'news.saved'));
        onClose();
      } finally {
        // Also after a failed publish: the article itself was saved.
        await refreshNews(queryClient);
      }
    },
    (error) => applyFieldError(form, error, FIELDS),
  );

  const save = (publish: boolean) => {
    publishAfterSave.current = publish;
    form.submit();
  };

  // Typed text is not thrown away unasked.
  const close = () => {
    if (!form.isFieldsTouched()) return onClose();
    confirm({
      title: t('newsAdmin.discardTitle'),
      content: t('newsAdmin.discardConfirm'),
      okText: t('newsAdmin.discard'),
      onOk: onClose,
    });
  };

  const categoryName = (category: AdminNewsCategory) => (i18n.language === 'en' ? category.nameEn : category.name);
  const initialValues: Partial<ArticleValues> = article
    ? {
        title: article.title,
        categoryId: article.categoryId,
        coverKey: article.coverKey,
        summary: article.summary,
        source: article.source ?? '',
        author: article.author ?? '',
        pinned: article.pinned,
        content: article.content,
      }
    : { categoryId: defaultCategoryId ?? categories[0]?.id, coverKey: null, pinned: false };

  return (
    <Drawer
      open
      onClose={close}
      title={
        <Space>
          {article ? t('newsAdmin.editTitle', { title: article.title }) : t('newsAdmin.newTitle')}
          {article && <NewsStatusTag status={article.status} />}
        </Space>
      }
      size={Math.min(1200, window.innerWidth)}
      maskClosable={false}
      destroyOnHidden
      data-testid="news-editor"
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button loading={submitting} onClick={() => save(false)} data-testid="news-save">
            {!article || article.status === 'draft' ? t('newsAdmin.saveDraft') : t('common.save')}
          </Button>
          {canPublish && (
            <Button type="primary" loading={submitting} onClick={() => save(true)} data-testid="news-save-publish">
              {t('newsAdmin.saveAndPublish')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(article && article.status !== 'draft' ? `newsAdmin.editHint.${article.status}` : 'newsAdmin.editHint')}
      </Typography.Paragraph>
      <Form<ArticleValues>
        form={form}
        name="newsArticle"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item name="title" label={t('newsAdmin.title')} rules={[requiredText(t('newsAdmin.titleRequired'))]}>
              <Input maxLength={NEWS_TITLE_MAX} showCount data-testid="news-title" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="categoryId" label={t('newsAdmin.category')} rules={[required(t('newsAdmin.categoryRequired'))]}>
              <Select
                options={categories.map((category) => ({ value: category.id, label: categoryName(category) }))}
                data-testid="news-category"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item name="summary" label={t('newsAdmin.summary')} rules={[requiredText(t('newsAdmin.summaryRequired'))]}>
              <Input.TextArea
                rows={4}
                maxLength={NEWS_SUMMARY_MAX}
                showCount
                placeholder={t('newsAdmin.summaryPlaceholder')}
                data-testid="news-summary"
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={10}>
                <Form.Item name="source" label={t('newsAdmin.source')}>
                  <Input maxLength={NEWS_SOURCE_MAX} data-testid="news-source" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="author" label={t('newsAdmin.author')}>
                  <Input maxLength={NEWS_AUTHOR_MAX} data-testid="news-author" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="pinned" label={t('newsAdmin.pinned')} valuePropName="checked">
                  <Switch data-testid="news-pinned" />
                </Form.Item>
              </Col>
            </Row>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="coverKey" label={t('newsAdmin.cover')} extra={t('newsAdmin.coverHint')}>
              <FileUploadField
                kind="img"
                visibility="public"
                current={article?.coverUrl ? { url: article.coverUrl, name: article.title, pdf: false } : null}
                testId="news-cover"
                buttonText={t('newsAdmin.uploadCover')}
                aria-label={t('newsAdmin.cover')}
              />
            </Form.Item>
            {coverKey && (
              <Button
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => form.setFieldValue('coverKey', null)}
                data-testid="news-cover-remove"
              >
                {t('newsAdmin.removeCover')}
              </Button>
            )}
          </Col>
        </Row>
        <Form.Item name="content" label={t('newsAdmin.content')} rules={[requiredText(t('newsAdmin.contentRequired'))]}>
          <MarkdownEditor maxLength={NEWS_CONTENT_MAX} label={t('newsAdmin.content')} testId="news-content" height={420} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
