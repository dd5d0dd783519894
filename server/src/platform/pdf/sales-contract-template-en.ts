/**
 * The platform's English sales contract, used for orders priced in US dollars (SPEC §2 /englishContract). Same
 * format and placeholder names as the Chinese template (sales-contract-template.ts); English only —
 * the Chinese contract stays the platform's template for CNY orders. Its defaults below are filled in
 * where the order says nothing; `{{totalAmountInWords}}` is the L/C style "SAY US DOLLARS … ONLY".
 */

export const DEFAULT_QUALITY_STANDARD_EN =
  'The products shall conform to the current national standards of the People’s Republic of China (GB) or, where there is none, to the industry standard or the Seller’s registered enterprise standard. The Seller shall provide a Certificate of Analysis (COA) for every batch with the goods.';
export const DEFAULT_DISPUTE_RESOLUTION_EN =
  'Any dispute arising out of or in connection with this Contract shall first be settled by friendly negotiation. If no settlement is reached, either Party may bring the dispute before the competent people’s court at the Seller’s domicile. This Contract is governed by the laws of the People’s Republic of China.';
export const DEFAULT_PAYMENT_METHOD_EN = 'Telegraphic transfer (T/T)';
export const DEFAULT_CARRIER_EN = 'a carrier duly qualified and appointed by the Seller';
export const DEFAULT_DELIVERY_PERIOD_EN = 'within 7 days after this Contract takes effect';

/** Filled into `{{dangerousGoodsTerms}}` when any item is a dangerous good; `items` lists them. */
export function dangerousGoodsTermsEn(items: string): string {
  return [
    `The following products under this Contract are dangerous goods (hazardous chemicals): ${items}.`,
    'The Seller shall hold a valid Hazardous Chemicals Business Licence (or Safety Production Licence); the Buyer shall hold the qualifications required to trade, use or store the products. Each Party shall provide copies of its qualifications to the other before signing.',
    'The Seller shall deliver with the goods a Safety Data Sheet (SDS) and hazard labels matching the products; packing and marking shall comply with the Regulations on the Safe Management of Hazardous Chemicals, GB 12268, GB 190, and, for international carriage, the IMDG Code or the applicable UN Recommendations on the Transport of Dangerous Goods.',
    'Dangerous goods shall be carried only by carriers licensed for the road transport of dangerous goods, with licensed drivers and escorts and dedicated vehicles. Where the Buyer collects the goods, its carrier shall hold the same licences, failing which the Seller may refuse to load.',
    'A Party breaching the rules on the safe management of hazardous chemicals shall bear all liability for the resulting personal injury, property damage or environmental pollution.',
  ].join('\n');
}

export const SALES_CONTRACT_TEMPLATE_EN = `THE SELLER: {{sellerName}} (hereinafter "Party A"), unified social credit code {{sellerCreditCode}}, registered address: {{sellerAddress}}
THE BUYER: {{buyerName}} (hereinafter "Party B"), unified social credit code {{buyerCreditCode}}, registered address: {{buyerAddress}}
In accordance with the Civil Code of the People’s Republic of China and the relevant laws and regulations, the Seller and the Buyer, on the basis of equality, free will, fairness and good faith, have agreed through consultation that the Buyer buys and the Seller sells the chemical products below on the following terms and conditions.
## Commodity, Specification, Quantity and Price
{{goodsTable}}
Total contract value: US$ {{totalAmount}} ({{totalAmountInWords}}).
Prices are in United States dollars and include packing. Quantities are as weighed at the Seller’s dispatch; a tolerance of ±0.3% is allowed and settled at the actual quantity.
## Quality
{{qualityStandard}}
## Packing and Marking
The goods shall be packed in the packing stated above, suitable for long-distance transport and storage, sealed and marked with the product name, batch number, net weight and date of production. Packing is not returnable unless otherwise agreed.
## Delivery Terms
Delivery term: {{deliveryMode}}; place of delivery: {{deliveryPlace}}; time of delivery: {{deliveryPeriod}}; carrier: {{carrier}}.
The delivery term is to be interpreted in accordance with Incoterms® 2020. Risk of loss of or damage to the goods passes to the Buyer when the goods are delivered to the Buyer or to the carrier it appoints.
## Dangerous Goods
{{dangerousGoodsTerms}}
## Inspection and Claims
The Buyer shall check the name, quantity, packing and appearance of the goods on arrival at the place of delivery and note any discrepancy on the delivery documents.
Any claim on quality shall be made in writing within {{acceptanceDays}} days after receipt, supported by a report of a qualified independent inspection body; failing this, the goods are deemed to conform to this Contract.
## Payment
Payment term: {{paymentMethod}}.
{{paymentTerms}}
The Seller’s account: bank {{sellerBankName}}, account no. {{sellerBankAccount}}. The first payment is due within {{paymentDays}} days after this Contract takes effect (on open account, as agreed above).
All bank charges outside the Seller’s bank are for the Buyer’s account. The Seller issues its commercial invoice for the settled amount.
## Liability for Breach
For each day of delay in delivery the Seller shall pay a penalty of 0.05% of the value of the goods delayed; if the delay exceeds 15 days the Buyer may terminate this Contract.
For each day of delay in payment the Buyer shall pay a penalty of 0.05% of the amount overdue; if the delay exceeds 15 days the Seller may terminate this Contract.
Where the goods do not conform to the agreed quality, the Buyer may demand replacement, return of the goods or a price reduction, at the Seller’s cost.
## Force Majeure
A Party prevented from performing by force majeure is released from liability in part or in whole according to its effect. It shall notify the other Party without delay and provide evidence within 15 days.
## Disputes and Governing Law
{{disputeResolution}}
## Miscellaneous
This Contract takes effect when both Parties have signed it electronically and affixed their electronic seals on the chemical marketplace platform. Under the Electronic Signature Law of the People’s Republic of China a reliable electronic signature has the same legal effect as a handwritten signature or seal.
Matters not covered by this Contract may be settled in a supplementary agreement, which has the same legal effect as this Contract.{{otherTerms}}
Contract No.: {{contractNo}}; platform order No.: {{orderNo}}; place of signing: {{signPlace}}; date of signing: {{signDate}}.`;
