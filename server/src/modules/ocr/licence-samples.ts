/** Sample business licences for the OCR's tests and benchmark (not a test file itself): invented companies, real-looking. */
import { creditCodeCheckChar } from '@hgsc/contracts';
import type { LicenceLayout, PrintedLicence } from './licence-drawing.ts';

/** A valid credit code from its first 17 characters (fixed, so that every run reads the same images). */
const code = (body: string) => body + creditCodeCheckChar(body);

export interface LicenceSample {
  id: string;
  licence: PrintedLicence;
  layout: LicenceLayout;
}

const LLC = '有限责任公司（自然人投资或控股）';
const JOINT_STOCK = '股份有限公司（非上市、自然人投资或控股）';
const TRADE_SCOPE =
  '一般项目：化工产品销售（不含许可类化工产品）；专用化学产品销售（不含危险化学品）；技术服务、技术开发、技术咨询、技术交流；货物进出口。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）';
const MAKER_SCOPE =
  '许可项目：危险化学品生产；危险化学品经营。一般项目：专用化学产品制造（不含危险化学品）；合成材料制造（不含危险化学品）；新材料技术研发。（依法须经批准的项目，经相关部门批准后方可开展经营活动）';

const sample = (
  id: string,
  licence: Omit<PrintedLicence, 'scope' | 'term'> & Partial<Pick<PrintedLicence, 'scope' | 'term'>>,
  layout: LicenceLayout,
): LicenceSample => ({
  id,
  licence: {
    scope: licence.type === LLC ? TRADE_SCOPE : MAKER_SCOPE,
    term: `${licence.establishmentDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')}至长期`,
    ...licence,
  },
  layout,
});

/** Twelve licences: landscape (正本) and portrait (副本), 900–2000 px wide, text of 20–44 px, with and without a QR code, clean and noisy. */
export const LICENCE_SAMPLES: LicenceSample[] = [
  sample(
    'shanghai-landscape',
    {
      name: '上海申联化工贸易有限公司',
      creditCode: code('91310115MA1H7XK3P'),
      legalPerson: '周建国',
      registeredAddress: '上海市浦东新区张江路1388号3幢502室',
      establishmentDate: '2015-03-08',
      type: LLC,
      capital: '人民币伍佰万元整',
      authority: '上海市浦东新区市场监督管理局',
      issuedOn: '2023-05-12',
    },
    { orientation: 'landscape', width: 1600, fontSize: 30, labels: 'spaced', qr: true, noise: 0.15, format: 'png' },
  ),
  sample(
    'nanjing-portrait',
    {
      name: '江苏瑞丰新材料科技有限公司',
      creditCode: code('91320191MA1MW4RT6'),
      legalPerson: '李秀英',
      registeredAddress: '南京市江北新区方水路168号',
      establishmentDate: '2009-11-23',
      type: LLC,
      capital: '3000万元整',
      authority: '南京市江北新区管理委员会行政审批局',
      issuedOn: '2022-08-30',
    },
    { orientation: 'portrait', width: 1200, fontSize: 30, labels: 'spaced', qr: true, noise: 0.1, format: 'png' },
  ),
  sample(
    'ningbo-colon-jpeg',
    {
      name: '浙江海晟石化有限公司',
      creditCode: code('91330211MA2CH8GK4'),
      legalPerson: '王海涛',
      registeredAddress: '浙江省宁波市镇海区蛟川街道俞范东路66号',
      establishmentDate: '2012-07-16',
      type: LLC,
      capital: '壹亿元整',
      authority: '宁波市镇海区市场监督管理局',
      issuedOn: '2021-04-02',
    },
    { orientation: 'landscape', width: 1400, fontSize: 26, labels: 'colon', qr: false, noise: 0.2, format: 'jpeg' },
  ),
  sample(
    'zibo-large-portrait',
    {
      name: '山东鲁泰精细化学品股份有限公司',
      creditCode: code('91370305163084129'),
      legalPerson: '孙立军',
      registeredAddress: '山东省淄博市临淄区齐鲁化学工业园清田路21号',
      establishmentDate: '2003-05-30',
      type: JOINT_STOCK,
      capital: '壹亿贰仟万元整',
      authority: '淄博市临淄区行政审批服务局',
      issuedOn: '2020-10-19',
    },
    { orientation: 'portrait', width: 1600, fontSize: 44, labels: 'spaced', qr: true, noise: 0.1, format: 'png' },
  ),
  sample(
    'guangzhou-small',
    {
      name: '广州粤化化工原料有限公司',
      creditCode: code('91440112MA5CK7T2X'),
      legalPerson: '陈志明',
      registeredAddress: '广州市黄埔区开创大道2707号1201房',
      establishmentDate: '2018-09-04',
      type: LLC,
      capital: '人民币壹仟万元',
      authority: '广州市黄埔区市场监督管理局',
      issuedOn: '2024-01-15',
    },
    { orientation: 'landscape', width: 2000, fontSize: 28, labels: 'spaced', qr: true, noise: 0.05, format: 'png' },
  ),
  sample(
    'tianjin-noisy',
    {
      name: '天津滨海恒泰化工有限公司',
      creditCode: code('91120116MA06B9LQ3'),
      legalPerson: '刘玉梅',
      registeredAddress: '天津市滨海新区大港石化产业园区港北路88号',
      establishmentDate: '2011-01-12',
      type: LLC,
      capital: '2000万元人民币',
      authority: '天津市滨海新区市场监督管理局',
      issuedOn: '2019-06-21',
    },
    { orientation: 'landscape', width: 1500, fontSize: 28, labels: 'colon', qr: false, noise: 0.45, format: 'png' },
  ),
  sample(
    'chengdu-portrait-jpeg',
    {
      name: '四川蜀化科技有限公司',
      creditCode: code('91510114MA6CN3WH0'),
      legalPerson: '杨帆',
      registeredAddress: '成都市新都区石板滩街道新材料产业功能区6号',
      establishmentDate: '2020-12-01',
      type: LLC,
      capital: '伍佰万元整',
      authority: '成都市新都区市场监督管理局',
      issuedOn: '2020-12-01',
    },
    { orientation: 'portrait', width: 1000, fontSize: 24, labels: 'colon', qr: false, noise: 0.25, format: 'jpeg' },
  ),
  sample(
    'cangzhou-tilted',
    {
      name: '沧州冀盛化工有限公司',
      creditCode: code('91130931MA07KLN48'),
      legalPerson: '张卫东',
      registeredAddress: '河北省沧州市渤海新区临港经济技术开发区东区纬三路9号',
      establishmentDate: '2007-04-19',
      type: LLC,
      capital: '伍仟万元整',
      authority: '沧州渤海新区市场监督管理局',
      issuedOn: '2022-03-07',
    },
    { orientation: 'landscape', width: 1600, fontSize: 30, labels: 'spaced', qr: true, noise: 0.15, tilt: 0.8, format: 'png' },
  ),
  sample(
    'yichang-rare-characters',
    {
      name: '宜昌长江磷化有限公司',
      creditCode: code('91420505MA48Y6EU2'),
      legalPerson: '黄丽华',
      registeredAddress: '湖北省宜昌市猇亭区猇亭大道399号',
      establishmentDate: '2014-08-27',
      type: LLC,
      capital: '捌仟万元整',
      authority: '宜昌市猇亭区市场监督管理局',
      issuedOn: '2023-09-11',
    },
    { orientation: 'portrait', width: 1400, fontSize: 34, labels: 'spaced', qr: true, noise: 0.1, format: 'png' },
  ),
  sample(
    'chuzhou-group-brackets',
    {
      name: '安徽皖东化工（集团）有限公司',
      creditCode: code('91341103149683201'),
      legalPerson: '吴敏',
      registeredAddress: '安徽省滁州市南谯区乌衣镇化工路9号',
      establishmentDate: '1998-06-15',
      type: LLC,
      capital: '人民币叁亿元整',
      authority: '滁州市南谯区市场监督管理局',
      issuedOn: '2021-11-30',
    },
    { orientation: 'landscape', width: 1200, fontSize: 24, labels: 'colon', qr: true, noise: 0.2, format: 'jpeg' },
  ),
  sample(
    'fuqing-small-portrait',
    {
      name: '福建闽江新能源材料有限公司',
      creditCode: code('91350181MA32D5FT7'),
      legalPerson: '林晓峰',
      registeredAddress: '福建省福清市江阴工业集中区国通大道18号',
      establishmentDate: '2019-02-28',
      type: LLC,
      capital: '壹亿元整',
      authority: '福清市市场监督管理局',
      issuedOn: '2019-02-28',
    },
    { orientation: 'portrait', width: 900, fontSize: 20, labels: 'spaced', qr: true, noise: 0.1, format: 'png' },
  ),
  sample(
    'ningxia-tilted-portrait',
    {
      name: '宁夏宝塔煤基新材料有限公司',
      creditCode: code('91640181MA76F2BR5'),
      legalPerson: '马国强',
      registeredAddress: '宁夏宁东能源化工基地煤化工园区经三路东侧',
      establishmentDate: '2016-10-10',
      type: JOINT_STOCK,
      capital: '伍亿元整',
      authority: '宁夏回族自治区市场监督管理厅',
      issuedOn: '2024-06-03',
    },
    { orientation: 'portrait', width: 1300, fontSize: 30, labels: 'colon', qr: false, noise: 0.3, tilt: -0.6, format: 'jpeg' },
  ),
];
