/** The review messages (评价, module review), merged into zh.ts. */
export const reviewZh = {
  'review.saved': '评价成功',
  'review.exists': '该商品已评价，不能重复评价',
  'review.itemNotFound': '订单商品不存在',
  'review.notComplete': '订单当前状态为「{{status}}」，交易完成后才能评价',
  'review.scoreInvalid': '评分须为 1-5 分',
  'review.contentRequired': '请填写评价内容',
  'review.contentTooLong': '评价内容不能超过 500 字',
  'review.imagesTooMany': '最多上传 6 张评价图片',
  'review.imageInvalid': '评价图片须为您上传的 jpg、jpeg、png 图片，且不能重复',
} as const;
