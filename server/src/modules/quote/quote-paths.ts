/** A quote's page (web: /quotationDetail), the link its notifications and its document's QR code carry. */
export const quotePath = (id: number) => `/quotationDetail?id=${id}`;
