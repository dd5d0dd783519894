import { compareDecimal, type Inquiry, type InquirySubmitBody, inquiryStatusLabelKey, type Language } from '@hgsc/contracts';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Db } from '../../../platform/db/client.ts';
import { runningNumber } from '../../../platform/db/running-number.ts';
import { recordNodeOperation } from '../../../platform/flow/node-log.ts';
import { AppError, forbidden, notFound, wrongState } from '../../../platform/http/app-error.ts';
import { loadCartProducts, plainDecimal, storedQuantity } from '../../cart/index.ts';
import { readInquiry } from './inquiry-view.ts';
import { quoteInquiries } from './tables.ts';

const newInquiryNumber = runningNumber('XJ', 'inquiry_number_seq');

/**
 * /cs/quote/inquiry/submit: the buyer asks the shop of an offer the catalogue shows now to price a quantity of it, at
 * least its minimum order. Not its own company's offer. Two inquiries racing for one offer meet at the unique index of
 * the open ones: the second is told the first waits for its answer.
 */
export async function submitInquiry(tx: Db, caller: Caller, body: InquirySubmitBody, lang: Language): Promise<Inquiry> {
  const buyerCompanyId = caller.company.companyId;
  const found = (await loadCartProducts(tx, [body.productId])).get(body.productId);
  if (!found?.visible) throw notFound('cart.productNotFound');
  const product = found.product;
  if (product.companyId === buyerCompanyId) throw forbidden('inquiry.ownProduct');
  const quantity = storedQuantity(body.quantity);
  if (compareDecimal(quantity, product.minOrderQty) < 0)
    throw new AppError(
      'VALIDATION',
      'cart.belowMin',
      { min: plainDecimal(product.minOrderQty), unit: product.unit },
      { field: 'quantity' },
    );

  const [created] = await tx
    .insert(quoteInquiries)
    .values({
      inquiryNo: newInquiryNumber,
      status: 'open',
      productId: product.id,
      buyerCompanyId,
      sellerCompanyId: product.companyId,
      createdBy: caller.userId,
      quantity,
      unit: product.unit,
      listedPrice: product.price,
      deliveryPlace: body.deliveryPlace ?? null,
      needBy: body.needBy ?? null,
      message: body.message ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw wrongState('inquiry.alreadyOpen');
  await recordNodeOperation(tx, {
    bizType: 'quoteInquiry',
    bizId: created.id,
    node: inquiryStatusLabelKey('open'),
    action: 'submit',
    actorRole: 'buyer',
    actorUserId: caller.userId,
    companyId: buyerCompanyId,
    fromState: null,
    toState: 'open',
    detail: { productId: product.id, quantity },
  });
  return readInquiry(tx, created.id, buyerCompanyId, lang);
}
