/** The contract attachment messages (contract/accessory), merged into zh.ts. */
export const accessoryZh = {
  'accessory.kind.qualityCertificate': '质量证明书',
  'accessory.kind.sds': '安全技术说明书（SDS）',
  'accessory.kind.supplementaryAgreement': '补充协议',
  'accessory.kind.other': '其他',
  'accessory.saved': '附件已添加',
  'accessory.deleted': '附件已删除',
  'accessory.notFound': '附件不存在',
  'accessory.fileInvalid': '附件须为您上传的 PDF 或图片',
  'accessory.notYours': '只能删除本方上传的附件',
  'accessory.orderEnded': '订单已结束，不能再添加或删除附件',
  'accessory.tooMany': '每个订单最多 {{max}} 个附件',
  'accessory.duplicate': '该文件已是本订单合同的附件',
} as const;
