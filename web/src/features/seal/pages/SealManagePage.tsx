import { AUDIT_STATUS, SEAL_ROLES } from '@hgsc/contracts';
import { Alert, Button, Card, Col, Result, Row } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../../shared/signed-in-user.ts';
import { CompanyGate } from '../../company/index.ts';
import { SealCard } from '../components/SealCard.tsx';

/** The contract seal, the buyer and the seller seal side by side; seals are for certified companies only. */
function Seals() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: power } = useUserPower();
  if (power?.company && power.company.auditStatus !== AUDIT_STATUS.APPROVED) {
    return (
      <Result
        status="warning"
        title={t('sealManage.notApproved')}
        extra={
          <Button type="primary" onClick={() => navigate('/manage/authentication')}>
            {t('sealManage.toCertification')}
          </Button>
        }
        data-testid="seal-not-approved"
      />
    );
  }
  return (
    <>
      <Alert type="info" showIcon title={t('sealManage.intro')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {SEAL_ROLES.map((role) => (
          <Col key={role} xs={24} xl={8}>
            <SealCard role={role} />
          </Col>
        ))}
      </Row>
    </>
  );
}

/** /manage/seal (印章管理): the company's contract, buyer and seller seals, their changes and review. */
export default function SealManagePage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.seal')}>
      <CompanyGate permission="company.seal">
        <Seals />
      </CompanyGate>
    </Card>
  );
}
