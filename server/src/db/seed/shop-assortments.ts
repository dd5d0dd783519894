import { DEMO_SHOPS } from './shops.ts';

/** A place a demo seller ships from: GB/T 2260 province and city, what buyers read, the warehouse. */
export interface Depot {
  provinceCode: string;
  cityCode: string;
  deliveryPlace: string;
  warehouse: string;
  /** Only these leaf categories ship from here (a potash mine ships potash); all when absent. */
  only?: readonly string[];
}

/** What one demo shop sells (leaf categories of the demo tree) and where its goods lie. */
export interface ShopAssortment {
  /** The credit code of the shop's company (DEMO_SHOPS). */
  creditCode: string;
  categories: readonly string[];
  depots: readonly Depot[];
  /** The licence number printed on its 危险化学品经营许可证. */
  licenceNumber: string;
}

const depot = (
  provinceCode: string,
  cityCode: string,
  deliveryPlace: string,
  warehouse: string,
  only?: readonly string[],
): Depot => ({ provinceCode, cityCode, deliveryPlace, warehouse, ...(only ? { only } : {}) });

const [hengxin, yongxing, qilu, nanhai, bohai] = DEMO_SHOPS;

/** By DEMO_SHOPS order: the demo seller's flagship first. */
export const SHOP_ASSORTMENTS: readonly ShopAssortment[] = [
  {
    creditCode: hengxin.creditCode,
    categories: [
      '甲醇',
      '乙醇',
      '乙二醇',
      '苯乙烯',
      '乙烯',
      '丙烯',
      '丁二烯',
      '聚乙烯',
      '聚丙烯',
      'ABS',
      '聚苯乙烯',
      'PTA',
      '醋酸',
      '丙烯酸',
    ],
    depots: [
      depot('320000', '320500', '江苏苏州张家港', '张家港保税区化工罐区'),
      depot('320000', '320500', '江苏苏州太仓', '太仓港化工码头罐区'),
      depot('320000', '320200', '江苏无锡江阴', '江阴临港化工仓储基地'),
      depot('320000', '320100', '江苏南京', '南京江北新材料科技园公共仓库'),
      depot('320000', '320400', '江苏常州', '常州滨江化工园区仓库'),
      depot('310000', '310100', '上海金山', '上海化学工业区公共仓库'),
    ],
    licenceNumber: '苏苏危化经字〔2024〕000318',
  },
  {
    creditCode: yongxing.creditCode,
    categories: [
      '纯苯',
      '甲苯',
      '二甲苯',
      '苯乙烯',
      '苯酚',
      '甲醇',
      '异丙醇',
      '正丁醇',
      '辛醇',
      '丙酮',
      '丁酮',
      '丙烯',
      'PTA',
      '醋酸乙酯',
    ],
    depots: [
      depot('330000', '330200', '浙江宁波镇海', '宁波镇海石化区储罐'),
      depot('330000', '330200', '浙江宁波北仑', '宁波大榭岛化工码头罐区'),
      depot('330000', '330900', '浙江舟山', '舟山六横化工储运库'),
      depot('330000', '330400', '浙江嘉兴', '嘉兴港区乍浦化工罐区'),
      depot('310000', '310100', '上海金山', '上海漕泾化工码头'),
      depot('320000', '320600', '江苏南通', '南通洋口港化工仓储'),
    ],
    licenceNumber: '浙甬安经字〔2023〕02000156',
  },
  {
    creditCode: qilu.creditCode,
    categories: [
      '聚乙烯',
      '聚丙烯',
      '聚氯乙烯',
      '硫酸',
      '盐酸',
      '硝酸',
      '液碱',
      '纯碱',
      '丙烯',
      '丁二烯',
      '正丁醇',
      '辛醇',
      '增塑剂',
      '苯酚',
      '丙酮',
    ],
    depots: [
      depot('370000', '370300', '山东淄博临淄', '齐鲁化学工业园区公共仓库'),
      depot('370000', '370300', '山东淄博张店', '淄博张店化工物流园'),
      depot('370000', '370500', '山东东营', '东营港经济开发区罐区'),
      depot('370000', '370200', '山东青岛', '青岛董家口港区化工库'),
      depot('370000', '370700', '山东潍坊', '潍坊滨海化工物流园'),
      depot('130000', '130900', '河北沧州', '沧州临港化工园区仓库'),
    ],
    licenceNumber: '鲁淄危化经字〔2024〕030215',
  },
  {
    creditCode: nanhai.creditCode,
    categories: [
      '丙酮',
      '丁酮',
      '二氯甲烷',
      '环己酮',
      'DMF',
      '醋酸乙酯',
      '醋酸丁酯',
      '丙烯酸',
      '环氧树脂',
      '增塑剂',
      '表面活性剂',
      '钛白粉',
      '异丙醇',
      '乙醇',
      '甲苯',
      '二甲苯',
    ],
    depots: [
      depot('440000', '440600', '广东佛山南海', '佛山南海狮山化工仓库'),
      depot('440000', '440600', '广东佛山三水', '佛山三水化工物流园'),
      depot('440000', '441300', '广东惠州大亚湾', '惠州大亚湾石化区罐区'),
      depot('440000', '440100', '广东广州南沙', '广州南沙小虎岛化工库'),
      depot('440000', '441900', '广东东莞', '东莞立沙岛化工码头'),
      depot('350000', '350200', '福建厦门', '厦门海沧化工仓库'),
    ],
    licenceNumber: '粤佛危化经字〔2024〕000521',
  },
  {
    creditCode: bohai.creditCode,
    categories: ['尿素', '氯化钾', '磷酸一铵', '复合肥', '纯碱', '硫酸', '盐酸', '液碱', '硝酸', '甲醇', '钛白粉', '乙二醇'],
    depots: [
      depot('120000', '120100', '天津滨海新区', '天津港南疆化工库'),
      depot('120000', '120100', '天津临港', '天津临港经济区公共仓库'),
      depot('130000', '130200', '河北唐山', '唐山曹妃甸化工码头库'),
      depot('130000', '130900', '河北沧州黄骅', '黄骅港化工库'),
      depot('210000', '210200', '辽宁大连', '大连长兴岛化工仓储'),
      depot('630000', '632800', '青海格尔木', '格尔木察尔汗盐湖钾肥库', ['氯化钾']),
      depot('150000', '150600', '内蒙古鄂尔多斯', '鄂尔多斯达拉特经济开发区仓库', ['尿素', '甲醇']),
    ],
    licenceNumber: '津滨危化经字〔2023〕000479',
  },
];
