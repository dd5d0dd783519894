/** The contract messages (module contract), merged into zh.ts. */
export const contractZh = {
  'contract.status.generated': '待签署',
  'contract.status.partlySigned': '部分签署',
  'contract.status.signed': '已签署',
  'contract.status.cancelled': '已作废',
  'contract.notFound': '合同不存在',
  'contract.generated': '合同已生成',
  'contract.signed': '合同签署成功',
  'contract.affirmed': '已确认合同条款',
  'contract.cancelled': '合同已取消',
  'contract.sealMissingBuyer': '请先设置并通过审核的买方印章或合同专用章',
  'contract.sealMissingSeller': '请先设置并通过审核的卖方印章或合同专用章',
  'contract.notYourTurn': '当前不是贵方签署合同的时候',
  'contract.changedMeanwhile': '合同已被对方签署，请刷新后重试',
  // The timeline label of the affirmation event (order-detail.ts reads order.action.*).
  'order.action.affirmContract': '确认合同条款',
} as const;
