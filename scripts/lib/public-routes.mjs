// The public pages that the front-end budget and Lighthouse measure, with a real product and shop of the demo data.

/**
 * `expectText` is something the page shows once its data has loaded, so a measurement never counts a page
 * that failed to render.
 */
export async function publicRoutes(base) {
  const answer = await fetch(`${base}/api/search/searchPage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'zh' },
    body: JSON.stringify({ current: 1, size: 10 }),
  }).then((r) => r.json());
  const product = answer.data?.records?.[0];
  if (!product) throw new Error(`no public product to measure: /api/search/searchPage answered ${JSON.stringify(answer)}`);
  return [
    { name: 'home', path: '/', expectText: null },
    { name: 'search', path: '/search', expectText: product.name },
    { name: 'goodsdetail', path: `/goodsdetail?id=${product.id}`, expectText: product.name },
    { name: 'shop', path: `/shop/${product.shopId}/main`, expectText: product.shopName },
  ];
}
