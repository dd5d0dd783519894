import { REVIEW_CONTENT_MAX, REVIEW_IMAGE_LIMIT, type ReviewPendingItem } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal, Rate, Typography } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { ImageListField } from '../../../shared/ui/ImageListField.tsx';
import { REVIEW_KEY, reviewApi } from '../api.ts';

interface ReviewFormValues {
  score: number;
  content: string;
  imageKeys: string[];
  anonymous: boolean;
}

const FIELDS = ['score', 'content', 'imageKeys', 'anonymous'] as const;

/**
 * The review of one order line: a score (antd Rate 1–5), the text with a counter, up to 6 pictures
 * and 匿名评价. Success toasts 评价成功 and refreshes every review list; a field the server names
 * shows its message under that field, any other failure is toasted by the request layer.
 */
export function ReviewFormModal({ item, onClose }: { item: ReviewPendingItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReviewFormValues>();
  const { submit, submitting } = useFormSubmit(
    async (values: ReviewFormValues) => {
      if (!item) return;
      await reviewApi.save({
        orderItemId: item.orderItemId,
        score: values.score,
        content: values.content.trim(),
        imageKeys: values.imageKeys ?? [],
        anonymous: Boolean(values.anonymous),
      });
      showSuccessToast(t('review.saved'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
    },
    (error) => applyFieldError(form, error, FIELDS),
  );

  return (
    <Modal
      open={item !== null}
      title={t('reviews.form.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('reviews.form.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'review-submit' }}
      destroyOnHidden
    >
      {item && (
        <Typography.Paragraph type="secondary" data-testid="review-modal-product">
          {item.name} · CAS {item.casNumber} · {item.orderNo}
        </Typography.Paragraph>
      )}
      <Form<ReviewFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ score: 5, content: '', imageKeys: [], anonymous: false }}
        preserve={false}
      >
        <Form.Item
          name="score"
          label={t('reviews.form.score')}
          rules={[{ required: true, type: 'number', min: 1, max: 5, message: t('reviews.form.scoreRequired') }]}
        >
          <Rate allowClear={false} aria-label={t('reviews.form.score')} data-testid="review-score" />
        </Form.Item>
        <Form.Item name="content" label={t('reviews.form.content')} rules={[requiredText(t('reviews.form.contentRequired'))]}>
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_CONTENT_MAX}
            showCount
            placeholder={t('reviews.form.contentPlaceholder')}
            data-testid="review-content"
          />
        </Form.Item>
        <Form.Item name="imageKeys" label={t('reviews.form.images')}>
          <ImageListField
            testId="review-images"
            aria-label={t('reviews.form.images')}
            limit={REVIEW_IMAGE_LIMIT}
            tile={88}
            texts={{
              upload: t('reviews.form.upload'),
              remove: t('reviews.form.removeImage'),
              alt: (index) => t('reviews.form.imageAlt', { index }),
              hint: t('reviews.form.imagesHint', { limit: REVIEW_IMAGE_LIMIT }),
              tooMany: t('review.imagesTooMany'),
            }}
          />
        </Form.Item>
        <Form.Item name="anonymous" valuePropName="checked" extra={t('reviews.form.anonymousHint')}>
          <Checkbox data-testid="review-anonymous">{t('reviews.form.anonymous')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
