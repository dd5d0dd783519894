import { useBlobUrl } from '../../../../shared/use-blob-url.ts';
import { PdfFrame } from '../../../order/index.ts';
import { fetchReceiptContractPdf } from '../receipt-contract-api.ts';

/**
 * The current contract PDF in the browser's viewer (the contract engine's frame), asked for as a preview so the
 * evidence trail records a viewing, not a download; fetched again when the file changes (a new version, a signature).
 */
export function ContractPdf({ orderId, sha256, height = 720 }: { orderId: number; sha256: string; height?: number }) {
  const pdf = useBlobUrl((signal) => fetchReceiptContractPdf(orderId, signal), `${orderId}:${sha256}`);
  return <PdfFrame state={pdf} height={height} testId="contract-pdf" />;
}
