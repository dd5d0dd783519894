import {
  type ContractStatus,
  ORDER_FLOW,
  ORDER_STATUS,
  ORDER_STATUS_SETS,
  type OrderAction,
  type OrderFlowState,
  type OrderParty,
  type OrderStatus,
} from '@hgsc/contracts';

/**
 * The lives scale orders have led: each a path of actions through the order-flow table (checked
 * step by step by `walk`, so no scale order is in a state the app could not have reached), with a
 * weight per thousand orders. Every status of SPEC §3 ends some path.
 */

type Step = readonly [action: OrderAction, by: OrderParty];

interface FlowSpec {
  weight: number;
  steps: readonly Step[];
  /** 账期: the goods leave before the money (prepaid unless told). */
  term?: 'prepay' | 'credit';
  /** Less arrived than was paid for: the settlement leaves the seller a refund to make (76). */
  settledShort?: boolean;
}

const S = ORDER_STATUS;
const contract: Step[] = [['generateContract', 'seller']];
const signedBySeller: Step[] = [...contract, ['sign', 'seller']];
const signedByBuyer: Step[] = [...contract, ['sign', 'buyer']];
const signed: Step[] = [...signedBySeller, ['sign', 'buyer']];
const paid: Step[] = [...signed, ['pay', 'buyer']];
const confirmed: Step[] = [...paid, ['confirmMoney', 'seller']];
const shipped: Step[] = [...confirmed, ['deliver', 'seller']];
const received: Step[] = [...shipped, ['receive', 'buyer']];
const cancelAsked = (by: 'buyer' | 'seller'): Step[] => [
  ['requestCancel', by],
  ['confirmCancel', by === 'buyer' ? 'seller' : 'buyer'],
];

export const FLOW_SPECS: readonly FlowSpec[] = [
  { weight: 60, steps: [] },
  { weight: 10, steps: [...contract, ['cancelContract', 'seller']] },
  { weight: 40, steps: contract },
  { weight: 10, steps: [...contract, ['cancelContract', 'buyer'], ...contract] },
  { weight: 25, steps: signedByBuyer },
  { weight: 25, steps: signedBySeller },
  { weight: 50, steps: signed },
  { weight: 30, steps: paid },
  { weight: 10, steps: [...paid, ['requestCancel', 'buyer']] },
  { weight: 40, steps: confirmed },
  { weight: 20, steps: [...confirmed, ['shipPart', 'seller']] },
  { weight: 60, steps: shipped },
  { weight: 320, steps: received },
  { weight: 5, steps: received, settledShort: true },
  // On credit: shipped unpaid from 40, received, the amount due (75).
  { weight: 15, steps: [...signed, ['deliver', 'seller'], ['receive', 'buyer']], term: 'credit' },
  { weight: 50, steps: [['updatePrice', 'seller'], ...received] },
  { weight: 40, steps: [['withdraw', 'buyer']] },
  { weight: 50, steps: [['reject', 'seller']] },
  { weight: 30, steps: [['close', 'system']] },
  { weight: 15, steps: [...contract, ['close', 'system']] },
  { weight: 15, steps: [...signed, ['close', 'system']] },
  { weight: 25, steps: cancelAsked('buyer') },
  { weight: 20, steps: [...signed, ...cancelAsked('buyer')] },
  { weight: 20, steps: [...paid, ...cancelAsked('seller')] },
  { weight: 15, steps: cancelAsked('seller') },
];

export interface FlowStep {
  step: number;
  action: OrderAction | 'place';
  party: OrderParty;
  from: OrderStatus | null;
  to: OrderStatus;
  /** The contract version a contract step is about. */
  version: number | null;
}

export interface FlowContract {
  version: number;
  status: ContractStatus;
  generatedStep: number;
  cancelledStep: number | null;
  cancelledBy: 'buyer' | 'seller' | null;
  buyerSignStep: number | null;
  sellerSignStep: number | null;
}

export interface Flow {
  id: number;
  /** Where the flow's share of [0, 1) starts and ends. */
  low: number;
  high: number;
  status: OrderStatus;
  steps: FlowStep[];
  /** The last step that changed the status (the order's statusChangedAt). */
  statusStep: number;
  /** A cancellation asked for and not answered yet. */
  openCancel: 'buyer' | 'seller' | null;
  priceAdjusted: boolean;
  contracts: FlowContract[];
  term: 'prepay' | 'credit';
  /** The order must be recent, or the close job would close it at once (close-expired.ts). */
  recent: 'unsigned' | 'unpaid' | null;
}

/** Follows the order-flow table from placement (10); throws on a step it forbids. */
export function walk(spec: FlowSpec, id: number, low: number): Flow {
  let status = S.WAIT_CONTRACT as OrderStatus;
  let requestedBy: 'buyer' | 'seller' | null = null;
  let statusStep = 0;
  // Scale orders are paid in full before shipping, in one payment the seller confirms.
  let paid = false;
  let confirmed = false;
  const state = (): OrderFlowState => ({
    status,
    cancelRequestedBy: requestedBy,
    paymentTerm: spec.term ?? 'prepay',
    money: {
      undeclared: paid ? '0.00' : '1.00',
      waiting: paid && !confirmed ? '1.00' : '0.00',
      declaredForShipping: paid,
      confirmedForShipping: confirmed,
      paidUp: confirmed,
      // Settled on exactly what was ordered, or (settledShort) on less: read where the last arrival settles it.
      refund: spec.settledShort && status === S.AWAITING_RECEIPT ? '1.00' : '0.00',
      refundWaiting: '0.00',
      refundUndeclared: spec.settledShort && status === S.AWAITING_RECEIPT ? '1.00' : '0.00',
    },
  });
  const steps: FlowStep[] = [{ step: 0, action: 'place', party: 'buyer', from: null, to: status, version: null }];
  const contracts: FlowContract[] = [];
  const current = () => contracts.find((c) => c.status !== 'cancelled');
  spec.steps.forEach(([action, by], index) => {
    const step = index + 1;
    const check = ORDER_FLOW.check(state(), action, by);
    if (!check.open) throw new Error(`flow ${id}: ${by} cannot ${action} at ${status}`);
    if (action === 'pay') paid = true;
    if (action === 'confirmMoney') confirmed = true;
    const decide = check.transition.to;
    const to = typeof decide === 'function' ? decide(state()) : check.to;
    if (action === 'requestCancel') requestedBy = by as 'buyer' | 'seller';
    if (action === 'confirmCancel' || action === 'refuseCancel') requestedBy = null;
    let version: number | null = null;
    if (action === 'generateContract') {
      version = contracts.length + 1;
      contracts.push({
        version,
        status: 'generated',
        generatedStep: step,
        cancelledStep: null,
        cancelledBy: null,
        buyerSignStep: null,
        sellerSignStep: null,
      });
    }
    const inForce = current();
    if (inForce && (action === 'sign' || action === 'cancelContract')) {
      version = inForce.version;
      if (action === 'cancelContract') {
        Object.assign(inForce, { status: 'cancelled', cancelledStep: step, cancelledBy: by });
      } else {
        if (by === 'buyer') inForce.buyerSignStep = step;
        else inForce.sellerSignStep = step;
        inForce.status = inForce.buyerSignStep !== null && inForce.sellerSignStep !== null ? 'signed' : 'partlySigned';
      }
    }
    if (to !== status) statusStep = step;
    steps.push({ step, action, party: by, from: status, to, version });
    status = to;
  });
  const unsigned: readonly OrderStatus[] = ORDER_STATUS_SETS.contractStage;
  return {
    id,
    low,
    high: low + spec.weight / 1000,
    status,
    steps,
    statusStep,
    openCancel: requestedBy,
    priceAdjusted: spec.steps.some(([action]) => action === 'updatePrice'),
    term: spec.term ?? 'prepay',
    contracts,
    recent: unsigned.includes(status) ? 'unsigned' : status === S.CONTRACT_COMPLETE ? 'unpaid' : null,
  };
}

/** Every flow with its share of [0, 1); the weights add up to 1000. */
export function orderFlows(): Flow[] {
  let low = 0;
  return FLOW_SPECS.map((spec, id) => {
    const flow = walk(spec, id, low);
    low = flow.high;
    return flow;
  });
}
