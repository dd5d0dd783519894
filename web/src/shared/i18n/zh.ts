import { auditZh } from './audit.zh.ts';
import { cartZh } from './cart.zh.ts';
import { catalogueZh } from './catalogue.zh.ts';
import { contentZh } from './content.zh.ts';
import { contractPageZh } from './contract.zh.ts';
import { contractEvidenceZh } from './contract-evidence.zh.ts';
import { contractFilesZh } from './contract-files.zh.ts';
import { contractLinkPageZh } from './contract-link.zh.ts';
import { contractTemplatePageZh } from './contract-template.zh.ts';
import { englishContractZh } from './english-contract.zh.ts';
import { operationZh } from './operation.zh.ts';
import { orderZh } from './order.zh.ts';
import { orgZh } from './org.zh.ts';
import { reviewZh } from './review.zh.ts';
import { sealZh } from './seal.zh.ts';
import { sellerZh } from './seller.zh.ts';

/** Web-only UI strings (flat keys); shared messages come from @hgsc/contracts. */
export const webZh = {
  'site.title': '化工商城',
  // routes (page titles and menus)
  'route.home': '首页',
  'route.login': 'login',
  'route.register': '注册',
  'route.forget': '忘记密码',
  'route.manage': '管理中心',
  'route.manage.index': '账户概览',
  'route.manage.myinfo': '个人资料',
  'route.manage.safety': '账户安全',
  'route.manage.modifypassword': '修改密码',
  'route.manage.modifyphone': '修改手机号',
  'route.404': '页面不存在',
  'route.403': '无权访问',
  'route.500': '服务器错误',
  'route.admin': '运营后台',
  'route.admin.login': '运营后台登录',
  'route.admin.users': '用户管理',
  'route.admin.sms': '短信记录',
  'route.admin.logs': '系统日志',
  'route.admin.logs.usual': '通用日志',
  'route.admin.logs.api': '接口日志',
  'route.admin.logs.error': '错误日志',
  // common
  'common.cancel': '取消',
  'common.confirm': '确定',
  'common.save': '保存',
  'common.submit': '提交',
  'common.next': '下一步',
  'common.modify': '修改',
  'common.search': '搜索',
  'common.actions': '操作',
  'table.total': '共 {{total}} 条',
  // header / footer
  'header.slogan': '您好，欢迎来到化工商城！',
  'header.login': '登录',
  'header.register': '免费注册',
  'header.logout': '退出登录',
  'header.admin': '运营后台',
  'header.search': '搜索',
  'header.searchPlaceholder': '搜索化工产品、CAS 号、店铺',
  'header.switchLanguage': '切换语言',
  'footer.copyright': '© {{year}} 化工商城 版权所有',
  // home
  'home.welcome': '欢迎来到化工商城',
  'home.intro': '面向化工企业的 B2B 交易平台：化工产品与仓单交易、电子合同签署、物流托运与仓储服务，一站完成。',
  'home.hello': '您好，{{name}}',
  // user fields and forms
  'user.userName': '用户名',
  'user.password': '密码',
  'user.oldPassword': '原密码',
  'user.newPassword': '新密码',
  'user.confirmPassword': '确认密码',
  'user.mobile': '手机号',
  'user.smsCode': '验证码',
  'user.nickname': '昵称',
  'user.createdAt': '注册时间',
  'form.userNameRequired': '请输入用户名',
  'form.userNamePlaceholder': '4-20 位字母、数字或下划线，以字母开头',
  'form.passwordRequired': '请输入密码',
  'form.passwordPlaceholder': '请设置登录密码',
  'form.oldPasswordRequired': '请输入原密码',
  'form.oldPasswordPlaceholder': '请输入原密码',
  'form.newPasswordPlaceholder': '请输入新密码',
  'form.confirmRequired': '请再次输入密码',
  'form.confirmPlaceholder': '请再次输入密码',
  'form.confirmMismatch': '两次输入的密码不一致',
  'form.mobileRequired': '请输入手机号',
  'form.mobilePlaceholder': '请输入手机号',
  'form.codeRequired': '请输入验证码',
  'form.codePlaceholder': '6 位短信验证码',
  'form.nicknameRequired': '请输入昵称',
  'form.nicknamePlaceholder': '请输入昵称',
  // captcha
  'captcha.title': '安全验证',
  'captcha.hint': '请输入图中的字符（不区分大小写）',
  'captcha.answer': '图形验证码',
  'captcha.answerPlaceholder': '请输入图中字符',
  'captcha.answerRequired': '请输入图形验证码',
  'captcha.imageAlt': '图形验证码',
  'captcha.refresh': '看不清？换一张',
  // sms
  'sms.send': '获取验证码',
  'sms.resendIn': '{{seconds}} 秒后重新获取',
  'sms.sentTo': '验证码已发送至 {{mobile}}',
  'smsPurpose.login': '登录',
  'smsPurpose.register': '注册',
  'smsPurpose.change_pwd': '修改密码',
  'smsPurpose.change_mobile_old': '原手机验证',
  'smsPurpose.bind_mobile': '绑定新手机号',
  'smsPurpose.lose_pwd': '找回密码',
  // login / register / forget
  'login.title': '欢迎登录',
  'login.tabPassword': '账号登录',
  'login.tabSms': '手机登录',
  'login.userNamePlaceholder': '请输入用户名或手机号',
  'login.passwordPlaceholder': '请输入密码',
  'login.submit': '登录',
  'login.forget': '忘记密码？',
  'login.toRegister': '没有账号？立即注册',
  'login.thirdParty': '第三方登录',
  'login.thirdPartyDisabled': '第三方登录暂未开通',
  'login.wechat': '微信',
  'register.title': '用户注册',
  'register.userNameHint': '注册后不可修改，可用于登录',
  'register.agree': '我已阅读并同意《用户服务协议》和《隐私政策》',
  'register.agreeRequired': '请阅读并同意用户服务协议和隐私政策',
  'register.submit': '注册',
  'register.haveAccount': '已有账号？',
  'register.toLogin': '立即登录',
  'forget.title': '找回密码',
  'forget.mobilePlaceholder': '请输入注册时使用的手机号',
  'forget.submit': '重置密码',
  'forget.backToLogin': '返回登录',
  // management centre
  'manage.welcome': '欢迎回来，祝您交易顺利！',
  'manage.quickLinks': '快捷入口',
  'myinfo.changeAvatar': '更换头像',
  'myinfo.avatarHint': '支持 jpg、jpeg、png 格式，不超过 40M',
  'safety.password': '登录密码',
  'safety.passwordHint': '建议定期更换密码；密码须为 8-32 位，且同时包含字母和数字',
  'safety.mobile': '绑定手机',
  'safety.mobileHint': '已绑定手机号 {{mobile}}，可用于登录和找回密码',
  'safety.set': '已设置',
  'safety.bound': '已绑定',
  'modifyPassword.notice': '验证码将发送至您绑定的手机 {{mobile}}；修改成功后所有登录将失效，请重新登录。',
  'modifyPhone.step1': '验证原手机号',
  'modifyPhone.step2': '绑定新手机号',
  'modifyPhone.step3': '完成',
  'modifyPhone.oldMobile': '原手机号',
  'modifyPhone.newMobile': '新手机号',
  'modifyPhone.doneHint': '当前绑定手机号：{{mobile}}',
  'modifyPhone.backToSafety': '返回账户安全',
  // system pages
  'system.404': '抱歉，您访问的页面不存在',
  'system.403': '抱歉，您无权访问此页面',
  'system.500': '抱歉，服务器出错了',
  'system.backHome': '返回首页',
  'system.errorTitle': '页面出错了',
  'system.errorHint': '错误已记录，请刷新页面后重试',
  'system.reload': '刷新页面',
  'system.chunkTitle': '页面加载失败',
  'system.chunkHint': '网络不稳定或系统已更新，请重试',
  'system.retry': '重试',
  // operator console
  'admin.title': '化工商城运营后台',
  'admin.loginTitle': '运营后台登录',
  'admin.loginHint': '仅平台运营人员可登录',
  'admin.backToSite': '返回商城',
  'admin.menu.logs': '系统日志',
  'admin.role.operator': '运营',
  'admin.role.user': '用户',
  'admin.status.enabled': '启用',
  'admin.status.disabled': '停用',
  'admin.users.keyword': '关键字',
  'admin.users.keywordPlaceholder': '用户名 / 昵称 / 手机号',
  'admin.users.role': '角色',
  'admin.users.status': '状态',
  'admin.users.enable': '启用',
  'admin.users.disable': '停用',
  'admin.users.enabled': '已启用',
  'admin.users.disabled': '已停用',
  'admin.users.disableTitle': '确认停用该账号？',
  'admin.users.disableConfirm': '停用后用户 {{name}} 将无法登录，且已登录的会话立即失效。',
  'admin.sms.purpose': '用途',
  'admin.sms.content': '短信内容',
  'admin.sms.code': '验证码',
  'admin.sms.sentAt': '发送时间',
  'admin.sms.mobilePlaceholder': '按手机号筛选',
  'admin.logs.detail': '详情',
  'admin.logs.hint.usual': '业务事件：登录、注册、修改密码等。',
  'admin.logs.hint.api': '每一次接口调用的方法、地址、状态码与耗时。',
  'admin.logs.hint.error': '服务端未预期的错误及其堆栈。',
  'admin.logs.field.id': 'ID',
  'admin.logs.field.event': '事件',
  'admin.logs.field.detail': '内容',
  'admin.logs.field.userId': '用户 ID',
  'admin.logs.field.ip': 'IP',
  'admin.logs.field.requestId': '请求 ID',
  'admin.logs.field.createdAt': '时间',
  'admin.logs.field.method': '方法',
  'admin.logs.field.url': '地址',
  'admin.logs.field.route': '路由',
  'admin.logs.field.status': '状态码',
  'admin.logs.field.durationMs': '耗时(ms)',
  'admin.logs.field.userAgent': 'User-Agent',
  'admin.logs.field.message': '错误信息',
  'admin.logs.field.stack': '堆栈',
  // company area (issue 3): features/company, subaccount, address, certificate
  ...orgZh,
  // agreements, help centre, operator audit (issue 3 items 6, 7, 9)
  ...contentZh,
  // seller's management pages (issue 4): shop entry and profile, products, followed products
  ...sellerZh,
  // marketplace operator console: categories, news, home blocks (issue 4 item 8)
  ...operationZh,
  // public market: home, search, product details, shop pages, news, filing (issue 4 items 4, 6, 7)
  ...catalogueZh,
  // operator shop and product audits (issue 4 item 8)
  ...auditZh,
  // cart: /mycart, header badge, add to cart (issue 5 item 1)
  ...cartZh,
  // order: /pay, order lists and detail (issue 5 item 8)
  ...orderZh,
  // contract pages: /manage/*contract* (issue 5, contract pages)
  ...contractPageZh,
  // contract templates: /manage/contracttemplate, 选择模板 (issue 6 item 1)
  ...contractTemplatePageZh,
  // contract attachments and issued invoices (issue 6 items 3 and 5)
  ...contractFilesZh,
  // contracts by link: /signincontract, /linkExtraction, /filePreview (issue 6 item 4)
  ...contractLinkPageZh,
  // contract evidence trail and the public verification page (issue 6 item 6)
  ...contractEvidenceZh,
  // the English contract of USD orders: /englishContract (issue 6 item 2)
  ...englishContractZh,
  // company seals: /manage/seal, operator seal queue (issue 5 item 4)
  ...sealZh,
  // product reviews: /manage/mycommends, the product page section
  ...reviewZh,
} as const;

export type WebMessageKey = keyof typeof webZh;
