import {
  ALL_PERMISSION_CODES,
  PERMISSION_GROUPS,
  type PermissionCode,
  type PermissionGroup,
  permissionGroupLabelKey,
  permissionLabelKey,
} from '@hgsc/contracts';
import { Button, Checkbox, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly PermissionCode[]][];

/** Codes in catalogue order. */
export const inCatalogueOrder = (codes: Iterable<string>) => {
  const set = new Set(codes);
  return ALL_PERMISSION_CODES.filter((code) => set.has(code));
};

/**
 * The permissions granted to a sub-account or an invitee: the catalogue's groups as grouped
 * checkboxes (checkbox `permission-<code>`, group `permission-group-<group>`). Codes outside
 * `grantable` (what the caller itself holds) cannot be granted.
 */
export function PermissionPicker({
  value = [],
  onChange,
  grantable,
  id,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
  grantable: readonly string[];
  id?: string;
}) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const may = new Set(grantable);
  const set = (codes: Iterable<string>) => onChange?.(inCatalogueOrder(codes));
  const toggle = (codes: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const code of codes) {
      if (!may.has(code)) continue;
      if (on) next.add(code);
      else next.delete(code);
    }
    set(next);
  };

  return (
    <Flex vertical gap={12} id={id} data-testid="permission-picker">
      <Flex gap={8} align="center" wrap>
        <Button
          size="small"
          onClick={() => set(ALL_PERMISSION_CODES.filter((code) => may.has(code)))}
          data-testid="permission-all"
        >
          {t('org.permission.all')}
        </Button>
        <Button size="small" onClick={() => set([])} data-testid="permission-none">
          {t('org.permission.none')}
        </Button>
        <Typography.Text type="secondary" data-testid="permission-count">
          {t('org.permission.count', { count: selected.size })}
        </Typography.Text>
      </Flex>
      <Row gutter={[12, 12]}>
        {GROUPS.map(([group, codes]) => {
          const grantableCodes = codes.filter((code) => may.has(code));
          const chosen = grantableCodes.filter((code) => selected.has(code)).length;
          return (
            <Col xs={24} md={12} key={group}>
              <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', margin: 0, height: '100%' }}>
                <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>
                  <Checkbox
                    checked={grantableCodes.length > 0 && chosen === grantableCodes.length}
                    indeterminate={chosen > 0 && chosen < grantableCodes.length}
                    disabled={grantableCodes.length === 0}
                    onChange={(event) => toggle(codes, event.target.checked)}
                    data-testid={`permission-group-${group}`}
                  >
                    <Typography.Text strong>{t(permissionGroupLabelKey(group))}</Typography.Text>
                  </Checkbox>
                </legend>
                <Space wrap size={[12, 4]}>
                  {codes.map((code) => (
                    <Checkbox
                      key={code}
                      checked={selected.has(code)}
                      disabled={!may.has(code)}
                      onChange={(event) => toggle([code], event.target.checked)}
                      data-testid={`permission-${code}`}
                    >
                      {t(permissionLabelKey(code))}
                    </Checkbox>
                  ))}
                </Space>
              </fieldset>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}

/** Granted permissions as tags, grouped by the catalogue's groups. */
export function PermissionTags({ codes, max }: { codes: readonly string[]; max?: number }) {
  const { t } = useTranslation();
  const ordered = inCatalogueOrder(codes);
  if (ordered.length === 0) return <Typography.Text type="secondary">{t('org.permission.empty')}</Typography.Text>;
  const shown = max === undefined ? ordered : ordered.slice(0, max);
  return (
    <Space wrap size={[4, 4]}>
      {shown.map((code) => (
        <Tag key={code}>{t(permissionLabelKey(code))}</Tag>
      ))}
      {shown.length < ordered.length && <Tag>{t('org.permission.more', { count: ordered.length - shown.length })}</Tag>}
    </Space>
  );
}

/** The grouped view of granted permissions (invitation page). */
export function PermissionGroupsView({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const granted = new Set(codes);
  const groups = GROUPS.map(([group, list]) => [group, list.filter((code) => granted.has(code))] as const).filter(
    ([, list]) => list.length > 0,
  );
  if (groups.length === 0) return <Typography.Text type="secondary">{t('org.permission.empty')}</Typography.Text>;
  return (
    <Flex vertical gap={6} data-testid="permission-groups-view">
      {groups.map(([group, list]) => (
        <div key={group}>
          <Typography.Text strong>{t('org.permission.groupLabel', { group: t(permissionGroupLabelKey(group)) })}</Typography.Text>
          <Space wrap size={[4, 4]}>
            {list.map((code) => (
              <Tag key={code} color="blue">
                {t(permissionLabelKey(code))}
              </Tag>
            ))}
          </Space>
        </div>
      ))}
    </Flex>
  );
}
