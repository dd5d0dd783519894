import { Navigate, useLocation } from 'react-router';
import { type Feature, handle } from '../../app/feature.ts';
import { queriesLoader } from '../../app/route-data.ts';
import { lazyPage } from '../../shared/lazy.ts';
import { catalogueQueries } from '../catalogue/index.ts';
import { shopPublicQueries } from './api.ts';
import { parseShopId } from './shop-context.ts';
import { parseShopProductQuery } from './shop-product-query.ts';

/** /shop/:id/thisShopGoods is the product list under its old name (SPEC §2): it goes to main, keeping the query. */
function ToShopMain() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '../main', search }} relative="route" replace />;
}

/** The public shop pages (SPEC §2 /shop/{id}: main, info, contact, thisShopGoods), open to visitors. */
export const shopPublicFeature: Feature = {
  publicRoutes: [
    {
      path: 'shop/:id',
      handle: handle({ title: 'route.shop' }),
      loader: queriesLoader(({ params }) => {
        const id = parseShopId(params.id);
        return id ? [shopPublicQueries.profile(id)] : [];
      }),
      lazy: lazyPage(() => import('./pages/ShopLayout.tsx')),
      children: [
        { index: true, element: <Navigate to="main" replace /> },
        {
          path: 'main',
          handle: handle({ title: 'route.shop.main' }),
          loader: queriesLoader(({ params, request }) => {
            const id = parseShopId(params.id);
            const query = parseShopProductQuery(new URL(request.url).searchParams);
            return id ? [catalogueQueries.shopProducts({ ...query, id })] : [];
          }),
          lazy: lazyPage(() => import('./pages/ShopMainPage.tsx')),
        },
        { path: 'info', handle: handle({ title: 'route.shop.info' }), lazy: lazyPage(() => import('./pages/ShopInfoPage.tsx')) },
        {
          path: 'contact',
          handle: handle({ title: 'route.shop.contact' }),
          lazy: lazyPage(() => import('./pages/ShopContactPage.tsx')),
        },
        { path: 'thisShopGoods', element: <ToShopMain /> },
      ],
    },
  ],
};
