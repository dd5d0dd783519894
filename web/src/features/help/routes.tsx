import { HELP_SLUGS } from '@hgsc/contracts';
import { Navigate } from 'react-router';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

const helpPage = lazyPage(() => import('./pages/HelpPage.tsx'));

/**
 * The help centre and its editor in the operator console. SPEC §2 lists /helpcenter under login, but its
 * pages are the articles a visitor reads before signing up (the footer's 关于我们, 联系我们, 法律声明):
 * they are open, and only the editor (/admin) needs an operator.
 */
export const helpFeature: Feature = {
  publicRoutes: [
    {
      path: 'helpcenter',
      handle: handle({ title: 'route.helpcenter' }),
      lazy: lazyPage(() => import('./pages/HelpCenterLayout.tsx')),
      children: [
        { index: true, element: <Navigate to="/helpcenter/index" replace /> },
        ...HELP_SLUGS.map((slug) => ({
          path: slug,
          handle: handle({ title: `route.help.${slug}` }),
          lazy: helpPage,
        })),
      ],
    },
  ],
  admin: () => import('./admin-area.tsx'),
};
