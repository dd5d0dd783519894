/** Contract signing and sharing by link (contract/link), merged into zh.ts. */
export const contractLinkZh = {
  'contractLink.signLinkCreated': '签署链接已生成',
  'contractLink.signSmsContent': '{{company}} 邀请贵司签署合同 {{contractNo}}，请登录后打开 {{url}} 签署，{{days}} 天内有效',
  'contractLink.notFound': '链接不存在或已失效',
  'contractLink.expired': '链接已过期，请联系对方重新发送',
  'contractLink.used': '该签署链接已使用',
  'contractLink.void': '合同已重新生成或撤销，该链接已失效',
  'contractLink.counterpartyCannotSign': '对方当前不能签署该合同',
  'contractLink.noContactMobile': '对方企业没有联系手机号，无法发送短信',
  'contractLink.shared': '合同分享链接已生成',
  'contractLink.codeFormat': '提取码为 6 位数字',
  'contractLink.codeWrong': '提取码错误',
  'contractLink.tooManyTries': '提取码错误次数过多，请 {{seconds}} 秒后再试',
} as const;
