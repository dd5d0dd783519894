import { chinaDate, type Listing, unitWords } from '@hgsc/contracts';
import { DatePicker, Descriptions, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { ProductWithGrade, Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { listingApi } from '../api.ts';
import { priceProblem, validUntilRange } from '../listing-rules.ts';

interface PriceForm {
  unitPrice: string;
  validUntil?: Dayjs | null;
}

/**
 * 调价: a new price per unit and, if picked, a new last day (today to 90 days ahead); left empty, the day stands. The
 * server refuses it while a buyer's application waits (listing.hasApplications), which the list says beforehand.
 */
export function RepriceModal({
  listing,
  onClose,
  onDone,
}: {
  listing: Listing;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<PriceForm>();
  const unit = unitWords(listing.unit, language);
  const days = validUntilRange(chinaDate());
  return (
    <FormModal<PriceForm>
      title={t('receiptTrade.reprice.title', { no: listing.listingNo })}
      testId="listing-reprice"
      okText={t('receiptTrade.reprice.ok')}
      form={form}
      initialValues={{ unitPrice: listing.unitPrice }}
      intro={
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'goods',
              label: t('receiptTrade.col.goods'),
              children: <ProductWithGrade name={listing.productName} grade={listing.grade} />,
            },
            {
              key: 'available',
              label: t('receiptTrade.qty.available'),
              children: <Quantity value={listing.availableQty} unit={listing.unit} />,
            },
            {
              key: 'price',
              label: t('receiptTrade.reprice.current'),
              children: `${yuan(listing.unitPrice)} ${t('receiptTrade.perUnit', { unit })}`,
            },
            { key: 'until', label: t('receiptTrade.col.validUntil'), children: listing.validUntil },
          ]}
        />
      }
      onSubmit={async (values) => {
        await listingApi.updatePrice({
          id: listing.id,
          unitPrice: values.unitPrice.trim(),
          ...(values.validUntil ? { validUntil: values.validUntil.format('YYYY-MM-DD') } : {}),
        });
        showSuccessToast(t('listing.repriced'));
        await onDone();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="unitPrice"
        label={t('receiptTrade.list.unitPrice', { unit })}
        rules={[
          {
            validator: (_, text: string | undefined) => {
              const problem = priceProblem(text);
              return problem ? Promise.reject(new Error(t(problem[0], problem[1]))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" prefix="¥" maxLength={20} data-testid="listing-reprice-price" />
      </Form.Item>
      <Form.Item name="validUntil" label={t('receiptTrade.reprice.validUntil')} extra={t('receiptTrade.reprice.validUntilHint')}>
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(day) => day.isBefore(days.earliest, 'day') || day.isAfter(days.latest, 'day')}
          data-testid="listing-reprice-until"
        />
      </Form.Item>
    </FormModal>
  );
}
