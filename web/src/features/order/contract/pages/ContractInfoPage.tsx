import { type ContractView, type OrderDetail, orderStatusIn } from '@hgsc/contracts';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Empty, Flex, Space, Tag, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../../shared/request/http.ts';
import { positiveInt } from '../../../../shared/url-query.ts';
import { CancelPendingTag } from '../../components/OrderStatusTag.tsx';
import { sideKey } from '../../order-notices.ts';
import { AccessorySection } from '../accessory/AccessorySection.tsx';
import { ContractActions } from '../components/ContractActions.tsx';
import { ContractPdfFrame } from '../components/ContractPdf.tsx';
import { StageTag } from '../components/StageTag.tsx';
import {
  type ContractParty,
  contractEvents,
  contractInfoPath,
  contractStageOf,
  noContractKey,
  signedNextStep,
  stageRepeatsStatus,
} from '../contract-stage.ts';
import { EnglishContractLink } from '../english/EnglishContractLink.tsx';
import { EvidenceSection } from '../evidence/EvidenceSection.tsx';
import { ContractLinkButtons } from '../link/ContractLinkButtons.tsx';
import { useContractOrder } from '../use-contract-order.tsx';

const PARTY_KEY: Record<ContractParty, string> = { buyer: 'contractPage.party.buyer', seller: 'contractPage.party.seller' };

/**
 * /manage/buyercontractinfo?orderId= and /manage/sellercontractinfo?orderId=: one order's contract —
 * parties, number, the SHA-256 of the current PDF, every version's history, the PDF inline, and the
 * steps the caller may take now. Another company's order: SPEC §2's confirm text, then the list.
 */
export function ContractInfoPage({ party }: { party: ContractParty }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = positiveInt(search.get('orderId'));
  const page = useContractOrder(orderId);

  // The caller's side decides the page: a seller on the buyer's path is taken to the seller's one.
  const actualParty = page.versions?.[0]?.party ?? (page.order?.party === 'system' ? undefined : page.order?.party);
  useEffect(() => {
    if (orderId !== undefined && actualParty && actualParty !== party)
      navigate(contractInfoPath(orderId, actualParty), { replace: true });
  }, [orderId, actualParty, party, navigate]);

  if (!page.ready) return page.placeholder;

  const { versions, order, orderError, current, steps, facts } = page;
  const side: ContractParty = actualParty ?? party;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1200, margin: '0 auto', width: '100%' }}>
      <Card
        title={
          <Space wrap>
            {t('contractPage.info.title')}
            {current && (
              <Typography.Text copyable data-testid="contract-no">
                {current.contractNo}
              </Typography.Text>
            )}
            {current && (
              <Tag color={current.status === 'signed' ? 'success' : 'processing'} data-testid="contract-status">
                {current.statusLabel}
              </Tag>
            )}
            {!stageRepeatsStatus(contractStageOf(steps.status), current?.status) && <StageTag order={steps} />}
            {order && <CancelPendingTag order={order} />}
            <EnglishContractLink order={{ id: page.orderId, currency: facts.currency ?? 'CNY' }} />
          </Space>
        }
        extra={
          <ContractActions
            order={steps}
            contractNo={current?.contractNo}
            hasContract={Boolean(current)}
            affirmed={current ? current.affirmedBy.includes(side) : undefined}
            exclude={['preview']}
            party={side}
          />
        }
      >
        {order && current && <SignedNextStep order={order} side={side} />}
        {order === undefined && isApiError(orderError) && orderError.code === 403 && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('contractPage.info.readOnly')} />
        )}
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          bordered
          items={[
            {
              key: 'orderNo',
              label: t('contractPage.info.orderNo'),
              children: (
                <Link to={`/order/${page.orderId}`} data-testid="contract-order-link">
                  {facts.orderNo ?? ''}
                </Link>
              ),
            },
            {
              key: 'amount',
              label: t('contractPage.info.amount'),
              children: formatMoney(facts.totalAmount, facts.currency),
            },
            {
              key: 'buyer',
              label: t('contractPage.party.buyer'),
              children: facts.buyerCompanyName ?? '-',
            },
            {
              key: 'seller',
              label: t('contractPage.party.seller'),
              children: facts.sellerCompanyName ?? '-',
            },
            ...(current ? contractFacts(current, t) : []),
          ]}
        />
        {current && (
          <div style={{ marginTop: 16 }}>
            <ContractLinkButtons
              orderId={page.orderId}
              counterpartyMaySign={
                orderStatusIn('signing', current.orderStatus) && !current.signatures.some((s) => s.party !== side)
              }
            />
          </div>
        )}
        {!current && (
          <Empty
            style={{ marginTop: 24 }}
            description={t(noContractKey(steps.status || undefined, side))}
            data-testid="contract-none"
          />
        )}
      </Card>

      {current && (
        <Card title={t('contractPage.info.pdf')}>
          <ContractPdfFrame orderId={page.orderId} revision={current.sha256} testId="contract-pdf" />
        </Card>
      )}

      <AccessorySection orderId={page.orderId} />

      {versions.length > 0 && <EvidenceSection orderId={page.orderId} />}

      <Card title={t('contractPage.info.versions')}>
        <ContractHistory versions={versions} />
      </Card>
    </Flex>
  );
}

/**
 * Once both sides have signed: where the order goes next, with the way back to it — 去付款 for the buyer of an order
 * to pay (the order page holds the payment step), 查看订单 when the next step is the other side's.
 */
function SignedNextStep({ order, side }: { order: OrderDetail; side: ContractParty }) {
  const { t } = useTranslation();
  const next = signedNextStep(order, side);
  if (!next) return null;
  const yours = next.action !== null && next.yours;
  const description =
    next.action === null
      ? t('contractPage.next.follow')
      : next.yours
        ? t('contractPage.next.yours', { step: t(`order.step.${next.action}`) })
        : t('order.turn.waiting', {
            party: next.waitingFor.map((party) => t(sideKey(party))).join('/'),
            step: t(`order.step.${next.action}`),
          });
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="contract-next-step"
      data-next={yours ? next.action : 'viewOrder'}
      title={t('contractPage.next.title')}
      description={description}
      action={
        <Link to={`/order/${order.id}`} data-testid="contract-next-order">
          <Button type={yours ? 'primary' : 'default'}>
            {t(yours ? `contractPage.next.go.${next.action}` : 'contractPage.next.viewOrder')}
          </Button>
        </Link>
      }
    />
  );
}

/** The current contract's facts: number, version, status, time, signatures, affirmations, hashes. */
function contractFacts(contract: ContractView, t: TFunction): NonNullable<DescriptionsProps['items']> {
  const signature = (party: ContractParty) => {
    const s = contract.signatures.find((item) => item.party === party);
    return s
      ? t('contractPage.info.signedBy', { company: s.companyName, signer: s.signerName, time: formatDate(s.signedAt) })
      : t('contractPage.info.notSigned');
  };
  const hash = (value: string, testId: string) => (
    <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid={testId}>
      {value}
    </Typography.Text>
  );
  return [
    { key: 'contractNo', label: t('contractPage.info.contractNo'), children: contract.contractNo },
    {
      key: 'version',
      label: t('contractPage.info.version'),
      children: t('contractPage.versionTag', { version: contract.version }),
    },
    { key: 'status', label: t('contractPage.info.status'), children: contract.statusLabel },
    { key: 'generatedAt', label: t('contractPage.info.generatedAt'), children: formatDate(contract.generatedAt) },
    {
      key: 'buyerSignature',
      label: t('contractPage.info.buyerSignature'),
      children: <span data-testid="contract-buyer-signature">{signature('buyer')}</span>,
    },
    {
      key: 'sellerSignature',
      label: t('contractPage.info.sellerSignature'),
      children: <span data-testid="contract-seller-signature">{signature('seller')}</span>,
    },
    {
      key: 'affirmedBy',
      label: t('contractPage.info.affirmedBy'),
      span: 2,
      children: contract.affirmedBy.length === 0 ? '-' : contract.affirmedBy.map((p) => t(PARTY_KEY[p])).join('、'),
    },
    { key: 'sha256', label: t('contractPage.info.sha256'), span: 2, children: hash(contract.sha256, 'contract-sha256') },
    ...(contract.sha256AtGeneration !== contract.sha256
      ? [
          {
            key: 'sha256AtGeneration',
            label: t('contractPage.info.sha256AtGeneration'),
            span: 2,
            children: hash(contract.sha256AtGeneration, 'contract-sha256-generated'),
          },
        ]
      : []),
  ];
}

/** Every version's steps, newest first: generated, signed by a side, cancelled — with who and the file's hash. */
function ContractHistory({ versions }: { versions: readonly ContractView[] }) {
  const { t } = useTranslation();
  const events = contractEvents(versions);
  if (events.length === 0) return <Empty description={t('contractPage.info.noVersions')} />;
  return (
    <div data-testid="contract-versions">
      <Timeline
        items={events.map((event) => ({
          key: event.key,
          color: event.kind === 'cancelled' ? 'gray' : event.kind === 'signed' ? 'green' : 'blue',
          title: formatDate(event.at),
          content: (
            <Flex vertical gap={2}>
              <span>
                <Tag>{t('contractPage.versionTag', { version: event.version })}</Tag>
                <Typography.Text strong>
                  {event.kind === 'generated'
                    ? t('contractPage.event.generated', { contractNo: event.contractNo })
                    : event.kind === 'signed'
                      ? t('contractPage.event.signed', { party: t(PARTY_KEY[event.party ?? 'buyer']) })
                      : t('contractPage.event.cancelled', { reason: event.reason ?? '-' })}
                </Typography.Text>
              </span>
              {event.companyName && (
                <Typography.Text type="secondary">
                  {[event.companyName, event.signerName].filter(Boolean).join(' · ')}
                </Typography.Text>
              )}
              {event.sha256 && (
                <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                  SHA-256: <Typography.Text code>{event.sha256}</Typography.Text>
                </Typography.Text>
              )}
            </Flex>
          ),
        }))}
      />
    </div>
  );
}
