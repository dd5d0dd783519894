import { INVOICE_RECORD_STATUSES, type InvoiceStatus } from '@hgsc/contracts';
import { Tag } from 'antd';

const COLOR: Record<InvoiceStatus, string> = { none: 'default', partial: 'warning', full: 'success' };

/** 未开票 / 部分开票 / 已开票 as the server labels it, with a stable hook for the state. */
export function InvoiceStatusTag({ status, label }: { status: InvoiceStatus; label: string }) {
  return (
    <Tag color={COLOR[status]} data-testid="invoice-status" data-invoice-status={status}>
      {label}
    </Tag>
  );
}

/** The invoice tag of an order row: only once there is something to invoice (or already invoiced). */
export function OrderInvoiceTag({
  order,
}: {
  order: { status: number; invoiceStatus: InvoiceStatus; invoiceStatusLabel: string };
}) {
  if (!(INVOICE_RECORD_STATUSES as readonly number[]).includes(order.status) && order.invoiceStatus === 'none') return null;
  return <InvoiceStatusTag status={order.invoiceStatus} label={order.invoiceStatusLabel} />;
}
