/** Who acts: the person, the company they act for, and their address (the node operation log keeps it). */
export interface ReceiptCaller {
  userId: number;
  companyId: number;
  ip: string | null;
}
