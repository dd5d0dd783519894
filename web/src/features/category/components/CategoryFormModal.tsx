import { type AdminCategoryNode, CATEGORY_MAX_DEPTH } from '@hgsc/contracts';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { requiredText } from '../../../shared/ui/form-rules.ts';
import { categoryAdminApi } from '../api.ts';
import { canPlaceUnder } from '../tree-moves.ts';

/** Adding a category (under `parent`, null: top level) or editing one. */
export type CategoryEditing = { kind: 'create'; parent: AdminCategoryNode | null } | { kind: 'edit'; node: AdminCategoryNode };

interface CategoryValues {
  /** TOP_LEVEL for none: a select cannot hold null as a chosen value. */
  parentId: number;
  name: string;
  nameEn?: string;
}

const TOP_LEVEL = 0;
const NAME_MAX = 30;
const NAME_EN_MAX = 60;

interface ParentOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/**
 * The parents a category may have: the top level, then every category, with the ones it may not
 * sit under (itself, its subcategories, too deep) disabled. A new category is one level high.
 */
function parentOptions(roots: AdminCategoryNode[], editedId: number | undefined, topLabel: string): ParentOption[] {
  const allowed = (parent: AdminCategoryNode) =>
    editedId === undefined ? parent.level < CATEGORY_MAX_DEPTH : canPlaceUnder(roots, editedId, parent.id);
  const toOption = (node: AdminCategoryNode): ParentOption => ({
    value: node.id,
    title: node.name,
    disabled: !allowed(node),
    children: node.children.map(toOption),
  });
  return [
    {
      value: TOP_LEVEL,
      title: topLabel,
      disabled: editedId !== undefined && !canPlaceUnder(roots, editedId, null),
      children: [],
    },
    ...roots.map(toOption),
  ];
}

/**
 * Name, English name and parent of a category; a changed parent moves it (with its subcategories).
 * Mounted per opening (the caller keys it), so each opening starts from its own initial values.
 */
export function CategoryFormModal({
  editing,
  roots,
  onClose,
  onSaved,
}: {
  editing: CategoryEditing;
  roots: AdminCategoryNode[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CategoryValues>();
  const edited = editing.kind === 'edit' ? editing.node : undefined;
  const save = async (values: CategoryValues) => {
    await categoryAdminApi.save({
      ...(edited ? { id: edited.id } : {}),
      parentId: values.parentId === TOP_LEVEL ? null : values.parentId,
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() ?? '',
    });
    showSuccessToast(t(edited ? 'common.updated' : 'common.created'));
    await onSaved();
  };

  const initialValues: Partial<CategoryValues> = edited
    ? { parentId: edited.parentId ?? TOP_LEVEL, name: edited.name, nameEn: edited.nameEn ?? '' }
    : { parentId: editing.kind === 'create' ? (editing.parent?.id ?? TOP_LEVEL) : TOP_LEVEL };

  return (
    <FormModal
      title={edited ? t('categoryAdmin.editTitle', { name: edited.name }) : t('categoryAdmin.addTitle')}
      okText={t('common.save')}
      okTestId="category-save"
      onClose={onClose}
      onSubmit={save}
      form={form}
      name="category"
      initialValues={initialValues}
      fields={['parentId', 'name', 'nameEn']}
    >
      <Form.Item name="parentId" label={t('categoryAdmin.parent')} extra={t('categoryAdmin.parentHint')}>
        <TreeSelect<number>
          treeData={parentOptions(roots, edited?.id, t('categoryAdmin.topLevel'))}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          data-testid="category-parent"
        />
      </Form.Item>
      <Form.Item name="name" label={t('categoryAdmin.name')} rules={[requiredText(t('categoryAdmin.nameRequired'))]}>
        <Input maxLength={NAME_MAX} showCount data-testid="category-name" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('categoryAdmin.nameEn')}>
        <Input maxLength={NAME_EN_MAX} showCount data-testid="category-name-en" />
      </Form.Item>
    </FormModal>
  );
}
