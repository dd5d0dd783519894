import { type Auction, type AuctionLineView, type Board, QUANTITY_PATTERN, unitWords } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { worth } from '../../../shared/deal-amount.ts';
import { useLanguage, useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { Quantity, yuan } from '../../../shared/ui/GoodsWords.tsx';
import { AUCTIONS_KEY, auctionApi } from '../api.ts';
import { plainDecimal } from '../auction-paths.ts';
import { AuctionClock } from './AuctionClock.tsx';
import { useAuctionEvents } from './use-auction-events.ts';

const PRICE = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * The live board of an auction: the clock by the server's time (the close as late bids move it), each lot's best
 * price, bids and bidders as the rules let the reader see them, its own rank and bid, and — for a qualified bidder
 * while bidding is open — the bid form, its least (and most) price filled in, confirmed with the amount before it
 * is sent. Follows the auction's stream, so a bid anywhere shows here within a second.
 */
export function LiveBoard({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: [...AUCTIONS_KEY, 'board', auction.id],
    queryFn: () => auctionApi.board(auction.id),
  });
  useAuctionEvents(auction.id, auction.status === 'published');
  // The auction closed (or was cancelled): the board and the log are final and name the bidders; read them again.
  useEffect(() => {
    if (auction.status === 'published') return;
    void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'board', auction.id] });
    void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'bids', auction.id] });
  }, [auction.status, auction.id, queryClient]);
  const closeIn =
    board.data && board.data.phase === 'bidding' ? Date.parse(board.data.closeAt) - Date.parse(board.data.serverNow) : null;
  const awaitingAward = board.data?.phase === 'closing';
  // The close passed on the server's clock: read the board again, then the auction until the platform has awarded it
  // (its sweep runs every few seconds; the stream tells it too, this holds when the stream is down).
  useEffect(() => {
    if (closeIn === null) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'board', auction.id] }),
      Math.min(closeIn + 500, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [closeIn, auction.id, queryClient]);
  useEffect(() => {
    if (!awaitingAward) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'info', auction.id] }),
      3000,
    );
    return () => window.clearInterval(timer);
  }, [awaitingAward, auction.id, queryClient]);
  if (!board.data) return <Card loading title={t('auction.board.title')} />;
  const data = board.data;
  return (
    <Card
      title={t('auction.board.title')}
      extra={<AuctionClock auction={auction} closeAt={data.closeAt} serverNow={data.serverNow} extensions={data.extensions} />}
      data-testid="auction-board"
    >
      {!data.canBid && data.cannotBidReason && data.phase === 'bidding' && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={data.cannotBidReason} data-testid="board-cannot-bid" />
      )}
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {auction.lines.map((line) => (
          <BoardLine key={line.lineNo} auction={auction} line={line} board={data} />
        ))}
      </Space>
    </Card>
  );
}

function BoardLine({ auction, line, board }: { auction: Auction; line: AuctionLineView; board: Board }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = board.lines.find((l) => l.lineNo === line.lineNo);
  const unit = unitWords(line.unit, language);
  const hidden = t('auction.board.hidden');
  return (
    <Card
      type="inner"
      size="small"
      title={`${line.lineNo}. ${line.productName}${line.spec ? ` · ${line.spec}` : ''}`}
      data-testid="board-line"
    >
      <Row gutter={16}>
        <Col span={6}>
          <Statistic
            title={t(auction.direction === 'sell' ? 'auction.board.bestSell' : 'auction.board.bestBuy')}
            value={state?.best ? yuan(state.best) : state?.bidCount === 0 ? t('auction.board.noBids') : hidden}
            suffix={state?.best ? `/${unit}` : undefined}
            valueStyle={{ fontSize: 20, color: '#cf1322' }}
            data-testid="board-best"
          />
        </Col>
        <Col span={5}>
          <Statistic title={t('auction.board.bids')} value={state?.bidCount ?? hidden} data-testid="board-bid-count" />
        </Col>
        <Col span={5}>
          <Statistic title={t('auction.board.bidders')} value={state?.bidderCount ?? hidden} />
        </Col>
        <Col span={8}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('auction.board.myPrice')}>
              <span data-testid="board-my-price">{state?.myPrice ? `${yuan(state.myPrice)}/${unit}` : '-'}</span>
              {state?.myQuantity && (
                <Typography.Text type="secondary">
                  {' '}
                  × <Quantity value={state.myQuantity} unit={line.unit} />
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('auction.board.myRank')}>
              <span data-testid="board-my-rank">
                {state?.myRank ? (
                  <Tag color={state.myRank === 1 ? 'green' : 'orange'}>{t('auction.board.rank', { rank: state.myRank })}</Tag>
                ) : (
                  '-'
                )}
              </span>
            </Descriptions.Item>
          </Descriptions>
        </Col>
      </Row>
      {board.canBid && auction.status === 'published' && state && (
        <BidForm auction={auction} line={line} nextMin={state.nextMin} nextMax={state.nextMax} />
      )}
    </Card>
  );
}

interface BidValues {
  price: string;
  quantity: string;
}

/** The bid form of a lot: the price (on the grid, the least filled in) and the quantity, confirmed with the amount. */
function BidForm({
  auction,
  line,
  nextMin,
  nextMax,
}: {
  auction: Auction;
  line: AuctionLineView;
  nextMin: string | null;
  nextMax: string | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BidValues>();
  const unit = unitWords(line.unit, language);
  const price = Form.useWatch('price', form);
  const quantity = Form.useWatch('quantity', form);
  const amount = worth(quantity, price);

  const send = (values: BidValues) =>
    confirm({
      title: t('auction.bid.confirmTitle'),
      danger: false,
      okTestId: 'bid-confirm-ok',
      content: t('auction.bid.confirmContent', {
        product: line.productName,
        price: yuan(values.price),
        unit,
        quantity: values.quantity,
        amount: yuan(worth(values.quantity, values.price)),
      }),
      onOk: async () => {
        const answer = await auctionApi.bid(
          { auctionId: auction.id, lineNo: line.lineNo, price: values.price, quantity: values.quantity },
          `bid-${crypto.randomUUID()}`,
        );
        message.success(
          answer.bid.extended
            ? t('auction.bid.acceptedExtended', { seq: answer.bid.seq })
            : t('auction.bid.accepted', { seq: answer.bid.seq }),
        );
        form.setFieldValue('price', undefined);
        await queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'board', auction.id] });
      },
    });

  return (
    <Form<BidValues>
      form={form}
      layout="inline"
      style={{ marginTop: 12, rowGap: 8 }}
      initialValues={{ quantity: plainDecimal(line.maxQty) }}
      onFinish={send}
      name={`bid-${line.lineNo}`}
    >
      <Form.Item
        name="price"
        label={t('auction.bid.price', { unit })}
        rules={[
          { required: true, message: t('auction.bid.priceRequired') },
          { pattern: PRICE, message: t('auction.bid.priceInvalid') },
        ]}
        extra={
          nextMin && (
            <span data-testid="bid-next-range">
              {nextMax
                ? // A reverse auction's least improvement is its highest price: the range reads low to high either way.
                  t('auction.bid.range', {
                    min: yuan(auction.direction === 'sell' ? nextMin : nextMax),
                    max: yuan(auction.direction === 'sell' ? nextMax : nextMin),
                  })
                : t(auction.direction === 'sell' ? 'auction.bid.atLeast' : 'auction.bid.atMost', { min: yuan(nextMin) })}
            </span>
          )
        }
      >
        <Input style={{ width: 160 }} prefix="¥" inputMode="decimal" data-testid="bid-price" />
      </Form.Item>
      {nextMin && (
        <Form.Item>
          <Button onClick={() => form.setFieldValue('price', nextMin)} data-testid="bid-use-next">
            {t('auction.bid.useNext')}
          </Button>
        </Form.Item>
      )}
      <Form.Item
        name="quantity"
        label={t('auction.bid.quantity', { unit })}
        rules={[
          { required: true, message: t('auction.bid.quantityRequired') },
          { pattern: QUANTITY_PATTERN, message: t('auction.bid.quantityInvalid') },
        ]}
        extra={t('auction.bid.quantityHint', {
          min: plainDecimal(line.minQty),
          max: plainDecimal(line.maxQty),
          lot: plainDecimal(line.lotUnit),
          unit,
        })}
      >
        <Input style={{ width: 120 }} inputMode="decimal" data-testid="bid-quantity" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="bid-submit">
            {t('auction.bid.submit')}
          </Button>
          {amount && <Typography.Text type="secondary">{t('auction.bid.amount', { amount: yuan(amount) })}</Typography.Text>}
        </Space>
      </Form.Item>
    </Form>
  );
}
