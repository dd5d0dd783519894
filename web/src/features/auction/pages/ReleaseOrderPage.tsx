import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AUCTION_DEPOSIT_TYPES,
  AUCTION_DIRECTIONS,
  AUCTION_EXTENSION_MODES,
  AUCTION_STEP_TYPES,
  AUCTION_VISIBILITIES,
  type Auction,
  type AuctionConfigBody,
  type AuctionRuleSetView,
  MONEY_PATTERN,
  QUANTITY_PATTERN,
} from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { beijingInstant, beijingNow, beijingWallClock } from '../../../shared/beijing-time.ts';
import { useFormSubmit } from '../../../shared/form.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { ownerAuctionPath, plainDecimal } from '../auction-paths.ts';

interface LineValues {
  lineNo: number;
  productName: string;
  spec?: string;
  unit: string;
  quantity: string;
  minQty: string;
  maxQty: string;
  lotUnit: string;
  startPrice: string;
  reservePrice?: string;
}

interface ReleaseValues {
  ruleSet?: string;
  title: string;
  direction: Auction['direction'];
  visibility: Auction['visibility'];
  shown: ('rank' | 'best' | 'count')[];
  stepType: Auction['step']['type'];
  stepMin?: string;
  stepMax?: string;
  bands: { from: string; min: string; max?: string }[];
  whitelistOnly: boolean;
  depositType: Auction['deposit']['type'];
  depositValue?: string;
  extended: boolean;
  windowMinutes?: number;
  lengthMinutes?: number;
  maxCount?: number;
  extensionMode?: 'fromClose' | 'fromBid';
  minValidBids: number;
  signup: [Dayjs, Dayjs];
  openAt: Dayjs;
  closeAt: Dayjs;
  deliveryPlace?: string;
  remark?: string;
  lines: LineValues[];
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The form's values as the API's configuration. */
function configOf(
  values: ReleaseValues,
): AuctionConfigBody & { title: string; ruleSet: string | null; deliveryPlace: string | null; remark: string | null } {
  return {
    title: values.title,
    ruleSet: values.ruleSet ?? null,
    deliveryPlace: blank(values.deliveryPlace),
    remark: blank(values.remark),
    direction: values.direction,
    visibility: values.visibility,
    feedback: {
      rank: values.visibility === 'open' && values.shown.includes('rank'),
      best: values.visibility === 'open' && values.shown.includes('best'),
      count: values.visibility === 'open' && values.shown.includes('count'),
    },
    step: {
      type: values.stepType,
      min: values.stepType === 'banded' ? '0' : (values.stepMin ?? ''),
      max: values.stepType === 'banded' ? null : blank(values.stepMax),
      bands: values.stepType === 'banded' ? values.bands.map((b) => ({ from: b.from, min: b.min, max: blank(b.max) })) : [],
    },
    whitelistOnly: values.whitelistOnly,
    deposit: { type: values.depositType, value: values.depositType === 'none' ? null : (values.depositValue ?? '') },
    extension:
      values.extended && values.visibility === 'open'
        ? {
            windowMinutes: values.windowMinutes ?? 1,
            lengthMinutes: values.lengthMinutes ?? 5,
            maxCount: values.maxCount ?? 1,
            mode: values.extensionMode ?? 'fromClose',
          }
        : null,
    minValidBids: values.minValidBids,
    lines: values.lines.map((line, i) => ({
      ...line,
      lineNo: i + 1,
      spec: blank(line.spec),
      reservePrice: blank(line.reservePrice),
    })),
    signupStart: beijingInstant(values.signup[0]),
    signupEnd: beijingInstant(values.signup[1]),
    openAt: beijingInstant(values.openAt),
    closeAt: beijingInstant(values.closeAt),
  };
}

/** A rule set's rules as the form's fields. */
function ruleFields(set: AuctionRuleSetView['rules']): Partial<ReleaseValues> {
  return {
    direction: set.direction,
    visibility: set.visibility,
    shown: (['rank', 'best', 'count'] as const).filter((k) => set.feedback[k]),
    stepType: set.step.type,
    stepMin: set.step.type === 'banded' ? undefined : set.step.min,
    stepMax: set.step.max ?? undefined,
    bands: set.step.bands.map((b) => ({ from: b.from, min: b.min, max: b.max ?? undefined })),
    whitelistOnly: set.whitelistOnly,
    depositType: set.deposit.type,
    depositValue: set.deposit.value ?? undefined,
    extended: set.extension !== null,
    windowMinutes: set.extension?.windowMinutes,
    lengthMinutes: set.extension?.lengthMinutes,
    maxCount: set.extension?.maxCount,
    extensionMode: set.extension?.mode,
    minValidBids: set.minValidBids,
  };
}

/** An auction saved as the form's values (a draft edited, or sent back by the operator). */
function valuesOf(auction: Auction): ReleaseValues {
  return {
    ...(ruleFields({ ...auction, step: auction.step }) as ReleaseValues),
    ruleSet: auction.ruleSet ?? undefined,
    title: auction.title,
    deliveryPlace: auction.deliveryPlace ?? undefined,
    remark: auction.remark ?? undefined,
    signup: [beijingWallClock(auction.signupStart), beijingWallClock(auction.signupEnd)],
    openAt: beijingWallClock(auction.openAt),
    closeAt: beijingWallClock(auction.scheduledCloseAt),
    lines: auction.lines.map((l) => ({
      lineNo: l.lineNo,
      productName: l.productName,
      spec: l.spec ?? undefined,
      unit: l.unit,
      quantity: plainDecimal(l.quantity),
      minQty: plainDecimal(l.minQty),
      maxQty: plainDecimal(l.maxQty),
      lotUnit: plainDecimal(l.lotUnit),
      startPrice: l.startPrice,
      reservePrice: l.reservePrice ?? undefined,
    })),
  };
}

const defaults = (): Partial<ReleaseValues> => {
  const start = beijingNow().add(1, 'day').startOf('hour');
  return {
    direction: 'sell',
    visibility: 'open',
    shown: ['rank', 'best', 'count'],
    stepType: 'fixed',
    bands: [],
    whitelistOnly: false,
    depositType: 'percent',
    extended: true,
    windowMinutes: 1,
    lengthMinutes: 5,
    maxCount: 1,
    extensionMode: 'fromClose',
    minValidBids: 1,
    signup: [start, start.add(2, 'day')],
    openAt: start.add(2, 'day').add(1, 'hour'),
    closeAt: start.add(2, 'day').add(2, 'hour'),
    lines: [{ lineNo: 1, productName: '', unit: '吨', quantity: '', minQty: '', maxQty: '', lotUnit: '1', startPrice: '' }],
  };
};

/** The server's field paths (lines.0.maxQty, step.min …) as the form's names. */
const FIELD_NAMES: Record<string, string> = {
  'step.min': 'stepMin',
  'step.max': 'stepMax',
  'deposit.value': 'depositValue',
  signupStart: 'signup',
  signupEnd: 'signup',
  'extension.windowMinutes': 'windowMinutes',
  'extension.lengthMinutes': 'lengthMinutes',
  'extension.maxCount': 'maxCount',
};

/**
 * /releaseOrder 发布竞价 (?id= a draft to change): the owner entrusts an auction — a rule set to start from, its lots
 * with each bidder's limits, start and reserve prices, the step, what bidders see, the deposit, the times (Beijing)
 * and the extension rule. 检查规则 asks the server whether it is coherent; 保存草稿 keeps it; 提交审核 saves and sends
 * it to the operator.
 */
export default function ReleaseOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const [form] = Form.useForm<ReleaseValues>();
  const [problems, setProblems] = useState<{ path: string; message: string }[] | null>(null);
  const [deposit, setDeposit] = useState<string | null>(null);
  const ruleSets = useQuery({
    queryKey: [...AUCTIONS_KEY, 'ruleSets'],
    queryFn: auctionApi.ruleSets,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const existing = useQuery({
    queryKey: [...AUCTIONS_KEY, 'info', id],
    queryFn: () => auctionApi.info(id as number),
    enabled: Boolean(id),
  });
  const visibility = Form.useWatch('visibility', form);
  const stepType = Form.useWatch('stepType', form);
  const depositType = Form.useWatch('depositType', form);
  const extended = Form.useWatch('extended', form);
  const ruleSet = Form.useWatch('ruleSet', form);
  // Which button sent the form: read when it is submitted (a state set by the click would not be read yet).
  const mode = useRef<'save' | 'submit'>('save');
  const [submitMode, setSubmitMode] = useState<'save' | 'submit'>('save');
  const choose = (next: 'save' | 'submit') => {
    mode.current = next;
    setSubmitMode(next);
  };

  const { submit, submitting } = useFormSubmit(
    async (values: ReleaseValues) => {
      const saved = await auctionApi.save({ ...(id ? { id } : {}), ...configOf(values) });
      if (mode.current === 'submit') await auctionApi.submit(saved.id);
      await queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
      message.success(t(mode.current === 'submit' ? 'auction.release.submitted' : 'auction.release.saved'));
      navigate(ownerAuctionPath(saved.id));
    },
    (error) => {
      if (!error.field) return;
      // lines.0.maxQty names the first lot's field: the form's path of it.
      const name = FIELD_NAMES[error.field] ?? error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      form.setFields([{ name: name as never, errors: [error.fieldMessage] }]);
    },
  );

  if (id && !existing.data) return <Card loading={existing.isLoading} title={t('route.releaseOrder')} />;
  const initial = existing.data ? valuesOf(existing.data) : defaults();

  const check = async () => {
    const values = await form.validateFields();
    const { title: _t, ruleSet: _r, deliveryPlace: _d, remark: _m, ...config } = configOf(values);
    const answer = await auctionApi.check(config);
    setProblems(answer.problems);
    setDeposit(answer.depositAmount);
  };

  return (
    <Card title={t('route.releaseOrder')} data-testid="release-order">
      {existing.data?.rejectReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('auction.release.sentBack', { reason: existing.data.rejectReason })}
        />
      )}
      <Form<ReleaseValues>
        form={form}
        layout="vertical"
        name="release"
        initialValues={initial}
        onFinish={submit}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="ruleSet"
              label={t('auction.release.ruleSet')}
              extra={
                <span data-testid="release-rule-set-description">
                  {ruleSets.data?.find((s) => s.code === ruleSet)?.description ?? t('auction.release.ruleSetHint')}
                </span>
              }
            >
              <Select
                allowClear
                data-testid="release-rule-set"
                options={(ruleSets.data ?? []).map((set) => ({ value: set.code, label: set.name, title: set.name }))}
                onChange={(code: string | undefined) => {
                  const set = ruleSets.data?.find((s) => s.code === code);
                  if (set) form.setFieldsValue(ruleFields(set.rules));
                }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="title"
              label={t('auction.release.title')}
              rules={[{ required: true, whitespace: true, message: t('auction.release.titleRequired') }]}
            >
              <Input maxLength={60} data-testid="release-title" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="direction" label={t('auction.release.direction')}>
              <Radio.Group options={AUCTION_DIRECTIONS.map((d) => ({ value: d, label: t(`auction.release.direction.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="visibility" label={t('auction.release.visibility')}>
              <Radio.Group options={AUCTION_VISIBILITIES.map((v) => ({ value: v, label: t(`auction.visibility.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="shown" label={t('auction.release.shown')} hidden={visibility === 'sealed'}>
              <Checkbox.Group
                options={(['rank', 'best', 'count'] as const).map((k) => ({ value: k, label: t(`auction.release.shown.${k}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('auction.release.lots')}</Divider>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row gutter={8} key={field.key} align="top" data-testid="release-line">
                  <Col span={4}>
                    <Form.Item
                      name={[field.name, 'productName']}
                      label={index === 0 ? t('auction.lots.product') : undefined}
                      rules={[{ required: true, whitespace: true, message: t('auction.release.productRequired') }]}
                    >
                      <Input maxLength={60} data-testid="release-product" />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'spec']} label={index === 0 ? t('auction.release.spec') : undefined}>
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item
                      name={[field.name, 'unit']}
                      label={index === 0 ? t('auction.release.unit') : undefined}
                      rules={[{ required: true, message: t('auction.release.unitRequired') }]}
                    >
                      <Input maxLength={10} />
                    </Form.Item>
                  </Col>
                  {(['quantity', 'minQty', 'maxQty', 'lotUnit'] as const).map((name) => (
                    <Col span={2} key={name}>
                      <Form.Item
                        name={[field.name, name]}
                        label={index === 0 ? t(`auction.release.${name}`) : undefined}
                        rules={[
                          { required: true, message: t('auction.release.numberRequired') },
                          { pattern: QUANTITY_PATTERN, message: t('auction.release.quantityInvalid') },
                        ]}
                      >
                        <Input inputMode="decimal" data-testid={`release-${name}`} />
                      </Form.Item>
                    </Col>
                  ))}
                  {(['startPrice', 'reservePrice'] as const).map((name) => (
                    <Col span={3} key={name}>
                      <Form.Item
                        name={[field.name, name]}
                        label={index === 0 ? t(`auction.release.${name}`) : undefined}
                        rules={[
                          ...(name === 'startPrice' ? [{ required: true, message: t('auction.release.numberRequired') }] : []),
                          { pattern: MONEY_PATTERN, message: t('auction.release.priceInvalid') },
                        ]}
                      >
                        <Input prefix="¥" inputMode="decimal" data-testid={`release-${name}`} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col span={1}>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<MinusCircleOutlined />}
                        aria-label={t('auction.release.removeLot')}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: index === 0 ? 30 : 0 }}
                      />
                    )}
                  </Col>
                </Row>
              ))}
              {fields.length < 10 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ unit: '吨', lotUnit: '1' })}>
                  {t('auction.release.addLot')}
                </Button>
              )}
              <div className="muted" style={{ marginTop: 4 }}>
                {t('auction.release.reserveHint')}
              </div>
            </>
          )}
        </Form.List>

        <Divider titlePlacement="start">{t('auction.release.bidding')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="stepType" label={t('auction.release.stepType')}>
              <Radio.Group options={AUCTION_STEP_TYPES.map((s) => ({ value: s, label: t(`auction.release.stepType.${s}`) }))} />
            </Form.Item>
          </Col>
          {stepType !== 'banded' && (
            <>
              <Col span={4}>
                <Form.Item
                  name="stepMin"
                  label={t(stepType === 'percent' ? 'auction.release.stepMinPercent' : 'auction.release.stepMin')}
                  rules={[
                    { required: true, message: t('auction.release.numberRequired') },
                    { pattern: MONEY_PATTERN, message: t('auction.release.priceInvalid') },
                  ]}
                >
                  <Input inputMode="decimal" data-testid="release-step-min" />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item
                  name="stepMax"
                  label={t(stepType === 'percent' ? 'auction.release.stepMaxPercent' : 'auction.release.stepMax')}
                  rules={[{ pattern: MONEY_PATTERN, message: t('auction.release.priceInvalid') }]}
                >
                  <Input inputMode="decimal" data-testid="release-step-max" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={4}>
            <Form.Item name="minValidBids" label={t('auction.release.minValidBids')}>
              <InputNumber min={1} max={50} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        {stepType === 'banded' && (
          <Form.List name="bands">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    {(['from', 'min', 'max'] as const).map((name) => (
                      <Form.Item
                        key={name}
                        name={[field.name, name]}
                        label={t(`auction.release.band.${name}`)}
                        rules={[
                          ...(name === 'max' ? [] : [{ required: true, message: t('auction.release.numberRequired') }]),
                          { pattern: MONEY_PATTERN, message: t('auction.release.priceInvalid') },
                        ]}
                      >
                        <Input prefix="¥" style={{ width: 120 }} />
                      </Form.Item>
                    ))}
                    <MinusCircleOutlined aria-label={t('auction.release.removeBand')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  {t('auction.release.addBand')}
                </Button>
              </>
            )}
          </Form.List>
        )}
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="depositType" label={t('auction.release.depositType')}>
              <Radio.Group
                options={AUCTION_DEPOSIT_TYPES.map((d) => ({ value: d, label: t(`auction.release.depositType.${d}`) }))}
              />
            </Form.Item>
          </Col>
          {depositType !== 'none' && (
            <Col span={4}>
              <Form.Item
                name="depositValue"
                label={t(depositType === 'percent' ? 'auction.release.depositPercent' : 'auction.release.depositAmount')}
                rules={[
                  { required: true, message: t('auction.release.numberRequired') },
                  { pattern: MONEY_PATTERN, message: t('auction.release.priceInvalid') },
                ]}
              >
                <Input inputMode="decimal" data-testid="release-deposit" />
              </Form.Item>
            </Col>
          )}
          <Col span={4}>
            <Form.Item name="whitelistOnly" label={t('auction.release.whitelistOnly')} valuePropName="checked">
              <Switch data-testid="release-whitelist-only" />
            </Form.Item>
          </Col>
        </Row>
        {visibility !== 'sealed' && (
          <Row gutter={16}>
            <Col span={4}>
              <Form.Item name="extended" label={t('auction.release.extended')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {extended && (
              <>
                <Col span={4}>
                  <Form.Item name="windowMinutes" label={t('auction.release.windowMinutes')}>
                    <InputNumber min={1} max={60} precision={0} addonAfter={t('auction.release.minutes')} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="lengthMinutes" label={t('auction.release.lengthMinutes')}>
                    <InputNumber min={1} max={60} precision={0} addonAfter={t('auction.release.minutes')} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="maxCount" label={t('auction.release.maxCount')}>
                    <InputNumber min={1} max={20} precision={0} addonAfter={t('auction.release.times')} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="extensionMode" label={t('auction.release.extensionMode')}>
                    <Radio.Group
                      options={AUCTION_EXTENSION_MODES.map((m) => ({ value: m, label: t(`auction.release.extensionMode.${m}`) }))}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
        )}

        <Divider titlePlacement="start">{t('auction.release.schedule')}</Divider>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item
              name="signup"
              label={t('auction.release.signup')}
              rules={[{ required: true, message: t('auction.release.timeRequired') }]}
            >
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item
              name="openAt"
              label={t('auction.release.openAt')}
              rules={[{ required: true, message: t('auction.release.timeRequired') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item
              name="closeAt"
              label={t('auction.release.closeAt')}
              rules={[{ required: true, message: t('auction.release.timeRequired') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <div className="muted" style={{ marginTop: -8, marginBottom: 12 }}>
          {t('auction.release.timesHint')}
        </div>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="deliveryPlace" label={t('auction.release.deliveryPlace')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="remark" label={t('auction.release.remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>

        {problems && (
          <Alert
            style={{ marginBottom: 16 }}
            showIcon
            type={problems.length ? 'error' : 'success'}
            data-testid="release-check"
            title={
              problems.length
                ? t('auction.release.problems')
                : t('auction.release.coherent', { deposit: deposit ? yuan(deposit) : t('auction.rules.noDeposit') })
            }
            description={problems.length ? problems.map((p) => <div key={`${p.path}${p.message}`}>{p.message}</div>) : undefined}
          />
        )}
        <Space>
          <Button onClick={check} data-testid="release-check-button">
            {t('auction.release.check')}
          </Button>
          <Button
            htmlType="submit"
            loading={submitting && submitMode === 'save'}
            onClick={() => choose('save')}
            data-testid="release-save"
          >
            {t('auction.release.save')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={submitting && submitMode === 'submit'}
            onClick={() => choose('submit')}
            data-testid="release-submit"
          >
            {t('auction.release.submit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
