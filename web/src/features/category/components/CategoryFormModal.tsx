import { type AdminCategoryNode, CATEGORY_MAX_DEPTH } from '@hgsc/contracts';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { applyFieldError, useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
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
  const { submit, submitting } = useFormSubmit(
    async (values: CategoryValues) => {
      await categoryAdminApi.save({
        ...(edited ? { id: edited.id } : {}),
        parentId: values.parentId === TOP_LEVEL ? null : values.parentId,
        name: values.name.trim(),
        nameEn: values.nameEn?.trim() ?? '',
      });
      showSuccessToast(t(edited ? 'common.updated' : 'common.created'));
      await onSaved();
      onClose();
    },
    (error) => applyFieldError(form, error, ['parentId', 'name', 'nameEn']),
  );

  const initialValues: Partial<CategoryValues> = edited
    ? { parentId: edited.parentId ?? TOP_LEVEL, name: edited.name, nameEn: edited.nameEn ?? '' }
    : { parentId: editing.kind === 'create' ? (editing.parent?.id ?? TOP_LEVEL) : TOP_LEVEL };

  return (
    <Modal
      open
      title={edited ? t('categoryAdmin.editTitle', { name: edited.name }) : t('categoryAdmin.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'category-save' }}
      destroyOnHidden
    >
      <Form<CategoryValues> form={form} name="category" layout="vertical" onFinish={submit} initialValues={initialValues}>
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
      </Form>
    </Modal>
  );
}
