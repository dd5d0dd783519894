import type { Bill, Receipt } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billApi, receiptBillsKey } from '../api.ts';
import { billDetailsPath } from './bill-columns.tsx';

/**
 * The bill of lading whose finish deregistered this receipt (the part it took out), read from the receipt's bills
 * as its 提单 card reads them (one request for both). Undefined while loading, for any other receipt, and for a
 * person who may not read bills.
 */
export function usePickedOutBill(receipt: Pick<Receipt, 'id' | 'status'>): Bill | undefined {
  const bills = useQuery({
    queryKey: receiptBillsKey(receipt.id),
    queryFn: () => billApi.ofReceipt(receipt.id),
    enabled: receipt.status === 'cancelled',
    retry: false,
  });
  return bills.data?.find((bill) => bill.pickedReceiptId === receipt.id && bill.status === 'finished');
}

/** A bill's number as a link to its details. */
export function BillNoLink({ bill }: { bill: Pick<Bill, 'id' | 'billNo'> }) {
  return (
    <Link to={billDetailsPath(bill.id)} data-testid="receipt-picked-bill">
      {bill.billNo}
    </Link>
  );
}

/** Words that name a bill's number (a deregistration's reason), the number a link to the bill; as they are without it. */
export function WithBillLink({ text, bill }: { text: string; bill: Pick<Bill, 'id' | 'billNo'> | undefined }): ReactNode {
  if (!bill || !text.includes(bill.billNo)) return text;
  const parts = text.split(bill.billNo);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts have no identity beyond their position
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <BillNoLink bill={bill} />}
    </Fragment>
  ));
}
