import { CHEMICAL_SYNONYMS_MAX, type Chemical, hillFormula, searchTermKey } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { casNumberRules, requiredField } from '../../../shared/ui/form-rules.ts';
import { CHEMICAL_RESOLVE_URL, CHEMICALS_URL, chemicalApi } from '../api.ts';

interface ChemicalValues {
  nameZh: string;
  nameEn: string;
  casNumber: string;
  formula?: string;
  synonyms: string[];
}

const FIELDS = ['nameZh', 'nameEn', 'casNumber', 'formula', 'synonyms'] as const;

/** The first synonym that repeats a name or an earlier synonym, as the search compares terms. */
function repeatedSynonym(values: Pick<ChemicalValues, 'nameZh' | 'nameEn'>, synonyms: readonly string[]): string | undefined {
  const seen = new Set([values.nameZh ?? '', values.nameEn ?? ''].filter(Boolean).map(searchTermKey));
  for (const synonym of synonyms) {
    const key = searchTermKey(synonym);
    if (seen.has(key)) return synonym;
    seen.add(key);
  }
  return undefined;
}

/** Adds a chemical to the dictionary (`chemical` null) or edits one over the version shown. Mounted per opening. */
export function ChemicalModal({ chemical, onClose }: { chemical: Chemical | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChemicalValues>();
  const formula = Form.useWatch('formula', form);
  const hill = formula?.trim() ? hillFormula(formula) : null;
  const label = (field: string) => t(`chemicalAdmin.${field}`);

  const refreshLists = () =>
    Promise.all([CHEMICALS_URL, CHEMICAL_RESOLVE_URL].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
  const save = async (values: ChemicalValues) => {
    await chemicalApi
      .save({
        ...(chemical ? { id: chemical.id, version: chemical.version } : {}),
        nameZh: values.nameZh.trim(),
        nameEn: values.nameEn.trim(),
        casNumber: values.casNumber.trim(),
        formula: values.formula?.trim() || null,
        synonyms: values.synonyms.map((synonym) => synonym.trim()).filter(Boolean),
      })
      .catch(async (error: unknown) => {
        // Another operator saved it meanwhile: the list then holds their version to edit.
        if (isApiError(error) && error.status === 409) await refreshLists();
        throw error;
      });
    showSuccessToast(t('chemical.saved'));
    await refreshLists();
  };

  return (
    <FormModal<ChemicalValues>
      title={chemical ? t('chemicalAdmin.editTitle', { name: chemical.nameZh }) : t('chemicalAdmin.addTitle')}
      okText={t('common.save')}
      testId="chemical-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="chemical"
      fields={FIELDS}
      initialValues={
        chemical
          ? {
              nameZh: chemical.nameZh,
              nameEn: chemical.nameEn,
              casNumber: chemical.casNumber,
              formula: chemical.formula ?? undefined,
              synonyms: chemical.synonyms,
            }
          : { synonyms: [] }
      }
      width={680}
      intro={<Typography.Paragraph type="secondary">{t('chemicalAdmin.formIntro')}</Typography.Paragraph>}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="nameZh" label={label('nameZh')} rules={[requiredField(t, label('nameZh'))]}>
            <Input maxLength={50} placeholder="甲醇" data-testid="chemical-name-zh" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={label('nameEn')} rules={[requiredField(t, label('nameEn'))]}>
            <Input maxLength={100} placeholder="Methanol" data-testid="chemical-name-en" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="casNumber" label={label('casNumber')} rules={casNumberRules(t, label('casNumber'))}>
            <Input maxLength={12} placeholder="67-56-1" data-testid="chemical-cas" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="formula"
            label={label('formula')}
            extra={hill ? t('chemicalAdmin.hillIs', { hill }) : undefined}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (value?.trim() && !hillFormula(value)) throw new Error(t('chemical.formulaInvalid'));
                },
              },
            ]}
          >
            <Input maxLength={60} placeholder="CH3OH" data-testid="chemical-formula" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="synonyms"
            label={label('synonyms')}
            extra={t('chemicalAdmin.synonymsHelp', { max: CHEMICAL_SYNONYMS_MAX })}
            dependencies={['nameZh', 'nameEn']}
            rules={[
              {
                validator: async (_, value: string[] | undefined) => {
                  const synonyms = value ?? [];
                  if (synonyms.length > CHEMICAL_SYNONYMS_MAX) throw new Error(t('chemical.tooManySynonyms'));
                  const repeated = repeatedSynonym(form.getFieldsValue(['nameZh', 'nameEn']), synonyms);
                  if (repeated) throw new Error(t('chemicalAdmin.synonymRepeated', { term: repeated }));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', '，', '、', ';', '；']}
              placeholder={t('chemicalAdmin.synonymsPlaceholder')}
              aria-label={label('synonyms')}
              data-testid="chemical-synonyms"
            />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
