import { HELP_SLUGS } from '@hgsc/contracts';
import { Navigate } from 'react-router';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

const helpPage = lazyPage(() => import('./pages/HelpPage.tsx'));

/** The help centre (SPEC §2: login required) and its editor in the operator console. */
export const helpFeature: Feature = {
  publicRoutes: [
    {
      path: 'helpcenter',
      handle: handle({ title: 'route.helpcenter', auth: true }),
      lazy: lazyPage(() => import('./pages/HelpCenterLayout.tsx')),
      children: [
        { index: true, element: <Navigate to="/helpcenter/index" replace /> },
        ...HELP_SLUGS.map((slug) => ({
          path: slug,
          handle: handle({ title: `route.help.${slug}`, auth: true }),
          lazy: helpPage,
        })),
      ],
    },
  ],
  admin: () => import('./admin-area.tsx'),
};
