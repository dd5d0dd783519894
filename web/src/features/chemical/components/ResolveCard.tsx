import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CHEMICAL_RESOLVE_URL, chemicalApi } from '../api.ts';

/**
 * 试一试: what the catalogue search reads a keyword as — a CAS number however typed, a formula in Hill order, the
 * dictionary's chemicals it names — so the operator sees an entry work before a buyer types it.
 */
export function ResolveCard() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const resolution = useQuery({
    queryKey: [CHEMICAL_RESOLVE_URL, keyword],
    queryFn: () => chemicalApi.resolve(keyword),
    enabled: keyword !== '',
  });
  const data = resolution.data;
  const none = data && !data.casNumber && data.chemicals.length === 0;
  return (
    <Card title={t('chemicalAdmin.tryTitle')} data-testid="chemical-try">
      <Typography.Paragraph type="secondary">{t('chemicalAdmin.tryIntro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        maxLength={100}
        placeholder="methanol / 67561 / CH3OH"
        aria-label={t('chemicalAdmin.tryTitle')}
        enterButton={t('chemicalAdmin.tryButton')}
        loading={resolution.isFetching}
        onSearch={(value) => setKeyword(value.trim())}
        data-testid="chemical-try-keyword"
      />
      {data && (
        <Descriptions column={1} size="small" style={{ marginTop: 16 }} data-testid="chemical-try-result">
          {data.casNumber && <Descriptions.Item label={t('chemicalAdmin.readAsCas')}>{data.casNumber}</Descriptions.Item>}
          {data.hillFormula && <Descriptions.Item label={t('chemicalAdmin.readAsFormula')}>{data.hillFormula}</Descriptions.Item>}
          {data.chemicals.length > 0 && (
            <Descriptions.Item label={t('chemicalAdmin.readAsChemicals')}>
              <Space size={[4, 4]} wrap>
                {data.chemicals.map((chemical) => (
                  <Tag key={chemical.id} color="blue">
                    {chemical.nameZh} · {chemical.casNumber}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {none && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chemicalAdmin.readAsName')} />}
    </Card>
  );
}
