import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AUDIT_STATUS } from '@hgsc/contracts';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';

/** The overview's company block: the active company and its certification, or a call to certify. */
export function CompanyStatusCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: power } = useUserPower();
  if (!power || power.isOperator) return null;
  const { company } = power;

  if (!company) {
    if (!power.isMainAccount) return null;
    return (
      <Card data-testid="index-company">
        <Alert
          type="warning"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={t('org.index.noCompany')}
          description={t('org.index.noCompanyHint')}
          action={
            <Button type="primary" onClick={() => navigate('/manage/authentication')} data-testid="index-certify">
              {t('org.index.certifyNow')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card title={t('org.index.companyTitle')} data-testid="index-company">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Space orientation="vertical" size={4}>
          <Space size={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="index-company-name">
              {company.name}
            </Typography.Text>
            <AuditStatusTag status={company.auditStatus} testId="index-company-status" />
            <Typography.Text type="secondary">{t(power.isMainAccount ? 'company.roleMain' : 'company.roleSub')}</Typography.Text>
          </Space>
          <Typography.Text type="secondary">{t(`org.cert.statusHint.${company.auditStatus}`)}</Typography.Text>
        </Space>
        {power.codes.includes('company.info') && (
          <Button
            type={company.auditStatus === AUDIT_STATUS.REJECTED ? 'primary' : 'default'}
            onClick={() => navigate('/manage/authentication')}
            data-testid="index-view-certification"
          >
            {t(company.auditStatus === AUDIT_STATUS.REJECTED ? 'org.index.correct' : 'org.index.viewCertification')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
