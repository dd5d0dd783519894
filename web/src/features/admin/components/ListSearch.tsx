import { Input, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The search box above an admin list. */
export function ListSearch({
  label,
  placeholder,
  testId,
  maxLength,
  width,
  onSearch,
}: {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  testId: string;
  maxLength: number;
  width: number;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        enterButton={t('common.search')}
        maxLength={maxLength}
        onSearch={onSearch}
        style={{ width }}
      />
    </Space>
  );
}
