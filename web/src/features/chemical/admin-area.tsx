import { ExperimentOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** chemicalFeature: its operator-console page and menu entry (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'chemicals',
      handle: handle({ title: 'route.admin.chemicals' }),
      lazy: lazyPage(() => import('./pages/ChemicalsPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/chemicals',
      labelKey: 'route.admin.chemicals',
      icon: <ExperimentOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 410,
    },
  ],
});
