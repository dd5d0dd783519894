import { compareDecimal, QUANTITY_PATTERN, unitWords } from '@hgsc/contracts';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Decimal from 'decimal.js';
import { useNavigate } from 'react-router';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useActiveCompanyId } from '../../company/index.ts';
import { inquiryApi } from './api.ts';

interface InquiryForm {
  quantity: string;
  deliveryPlace?: string;
  needBy?: Dayjs;
  message?: string;
}

/** The offer the buyer asks about, as its page shows it. */
export interface InquiredOffer {
  id: number;
  name: string;
  unit: string;
  minOrderQty: string;
  deliveryPlace: string;
  /** The offering company: a buyer does not ask its own company for a price. */
  companyId: number;
}

/**
 * 询价: how much, where to and by when, and a word to the seller. Sent, the buyer's inquiries list shows it waiting
 * for the seller's quote. Mounted per opening.
 */
export default function InquiryModal({ offer, onClose }: { offer: InquiredOffer; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<InquiryForm>();
  const min = new Decimal(offer.minOrderQty).toString();
  const ownOffer = useActiveCompanyId() === offer.companyId;
  const unit = unitWords(offer.unit, language);
  const { submit, submitting } = useFormSubmit(
    async (values: InquiryForm) => {
      const sent = await inquiryApi.submit({
        productId: offer.id,
        quantity: values.quantity.trim(),
        deliveryPlace: values.deliveryPlace?.trim() || null,
        needBy: values.needBy ? values.needBy.format('YYYY-MM-DD') : null,
        message: values.message?.trim() || null,
      });
      showSuccessToast(t('goods.inquiry.sent'));
      onClose();
      navigate(`/manage/inquiries?box=sent&id=${sent.id}`);
    },
    (error) => applyFieldError(form, error, ['quantity', 'deliveryPlace', 'needBy', 'message']),
  );
  return (
    <Modal
      open
      title={t('goods.inquiry.title', { name: offer.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('goods.inquiry.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, disabled: ownOffer, 'data-testid': 'inquiry-send' }}
      destroyOnHidden
    >
      {ownOffer && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="inquiry-own"
          title={t('goods.inquiry.ownOffer')}
        />
      )}
      <p className="muted">{t('goods.inquiry.intro')}</p>
      <Form
        form={form}
        name="inquiry"
        layout="vertical"
        onFinish={submit}
        initialValues={{ quantity: min, deliveryPlace: '' }}
        preserve={false}
      >
        <Form.Item
          name="quantity"
          label={t('goods.inquiry.quantity')}
          extra={t('goods.inquiry.min', { min, unit })}
          rules={[
            {
              validator: async (_, value?: string) => {
                const text = value?.trim() ?? '';
                if (!text) throw new Error(t('field.required'));
                if (!QUANTITY_PATTERN.test(text)) throw new Error(t('product.quantityInvalid'));
                if (compareDecimal(text, offer.minOrderQty) < 0) throw new Error(t('goods.inquiry.min', { min, unit }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={19} suffix={unit} data-testid="inquiry-quantity" />
        </Form.Item>
        <Form.Item
          name="deliveryPlace"
          label={t('goods.inquiry.place')}
          extra={t('goods.inquiry.placeHint', { place: offer.deliveryPlace })}
        >
          <Input maxLength={100} data-testid="inquiry-place" />
        </Form.Item>
        <Form.Item name="needBy" label={t('goods.inquiry.needBy')}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="inquiry-need-by"
          />
        </Form.Item>
        <Form.Item name="message" label={t('goods.inquiry.message')}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t('goods.inquiry.messageHint')}
            data-testid="inquiry-message"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
