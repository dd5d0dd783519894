/** 行情: the server's messages, merged into zh.ts. */
export const marketPriceZh = {
  'marketPrice.notFound': '该商品暂无行情',
};
