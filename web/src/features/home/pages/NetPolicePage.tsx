import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Descriptions, Empty, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteInfo } from '../site-info.ts';
import '../net-police.css';

/** Where visitors check a filing number themselves (MIIT for ICP, the MPS portal for 公安备案). */
const ICP_CHECK_URL = 'https://beian.miit.gov.cn/';
const POLICE_CHECK_URL = 'https://beian.mps.gov.cn/';

/** A filing number and the official page where it can be checked. */
function Filing({ testId, number, checkUrl }: { testId: string; number: string; checkUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid={testId}>{number}</span>{' '}
      <a href={checkUrl} target="_blank" rel="noopener noreferrer" className="text-link">
        {t('netPolice.check')}
      </a>
    </>
  );
}

/** /netPolice: the site's ICP and public-security filing information, from the server's configuration. */
export default function NetPolicePage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  return (
    <section className="net-police" data-testid="net-police">
      <h1>
        <SafetyCertificateOutlined /> {t('route.netPolice')}
      </h1>
      <p className="muted">{t('netPolice.intro')}</p>
      {site.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !site.data ? (
        <Empty description={t('netPolice.loadFailed')} />
      ) : (
        <Descriptions
          column={1}
          bordered
          items={[
            { key: 'name', label: t('netPolice.siteName'), children: site.data.siteName },
            {
              key: 'icp',
              label: t('netPolice.icp'),
              children: <Filing testId="net-police-icp" number={site.data.icp} checkUrl={ICP_CHECK_URL} />,
            },
            {
              key: 'police',
              label: t('netPolice.police'),
              children: <Filing testId="net-police-police" number={site.data.policeFiling} checkUrl={POLICE_CHECK_URL} />,
            },
          ]}
        />
      )}
      <p className="net-police-note muted">{t('netPolice.note')}</p>
    </section>
  );
}
