/** The issued-invoice messages (order/invoice), merged into zh.ts. */
export const invoiceZh = {
  'invoice.type.vatSpecial': '增值税专用发票',
  'invoice.type.vatNormal': '增值税普通发票',
  'invoice.type.electronicSpecial': '电子发票（增值税专用发票）',
  'invoice.type.electronicNormal': '电子发票（普通发票）',
  'invoice.status.none': '未开票',
  'invoice.status.partial': '部分开票',
  'invoice.status.full': '已开票',
  'invoice.saved': '发票已登记',
  'invoice.deleted': '发票已删除',
  'invoice.notFound': '发票不存在',
  'invoice.numberInvalid': '发票号码须为 8 至 20 位数字',
  'invoice.fileInvalid': '发票文件须为您上传的 PDF',
  'invoice.sellerOnly': '只有卖方可以登记或删除发票',
  'invoice.overTotal': '发票金额合计不能超过订单总额，本单还可开票 ¥{{remaining}}',
  'invoice.duplicate': '该发票号码已登记',
  'invoice.dateInFuture': '开票日期不能晚于今天',
  // The timeline labels (order-detail.ts reads order.action.*).
  'order.action.invoiceRecorded': '登记发票',
  'order.action.invoiceDeleted': '删除发票',
} as const;
