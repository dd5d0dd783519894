/**
 * Producers (生产厂家) whose goods traders offer, by group of the category tree: the demo's offers name one, the scale
 * catalogue's too (and, as traders do, often in the offer's name: "甲醇 优等品 … 中煤").
 */
export const BRANDS_BY_GROUP: Record<string, readonly string[]> = {
  醇类: ['中石化', '兖矿', '久泰', '宝丰能源', '中煤', '新奥', '华鲁恒升', '扬子石化', '吉林石化', '江苏索普'],
  芳烃: ['中石化', '中石油', '镇海炼化', '扬子石化', '恒力石化', '浙江石化', '福海创', '上海石化', '大连福佳'],
  烯烃: ['中石化', '卫星化学', '万华化学', '宝丰能源', '中韩石化', '燕山石化', '独山子石化', '中沙天津'],
  聚合物: [
    '扬子石化',
    '燕山石化',
    '茂名石化',
    '独山子石化',
    '镇海炼化',
    '新疆天业',
    '中泰化学',
    '台塑',
    '奇美',
    'LG化学',
    '埃克森美孚',
    '沙特SABIC',
  ],
  酸碱: ['中盐', '中泰化学', '滨化', '北元化工', '三友化工', '山东海化', '金晶科技', '云天化', '新疆天业'],
  有机酸与酯: ['恒力石化', '逸盛', '华鲁恒升', '江苏索普', '上海华谊', '卫星化学', '百川股份', '扬子巴斯夫'],
  溶剂: ['利华益', '中石化', '江苏三木', '巨化', '鲁西化工', '华鲁恒升', '浙江建业', '长春化工'],
  化肥: ['中化化肥', '云天化', '盐湖股份', '史丹利', '金正大', '心连心', '阳煤', '湖北宜化', '芭田'],
  精细化工: ['龙佰集团', '中核钛白', '南亚', '宏昌电子', '爱敬', '赞宇科技', '巴斯夫', '陶氏', '蓝星东大'],
};

/** A producer of the group for the n-th offer, or none when the group names none. */
export function producerOf(group: string, n: number): string | null {
  const producers = BRANDS_BY_GROUP[group] ?? [];
  return producers.length > 0 ? (producers[n % producers.length] ?? null) : null;
}
