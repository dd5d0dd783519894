import { HELP_SLUGS, type HelpSlug } from '@hgsc/contracts';
import { useLocation } from 'react-router';

/** The help page of the current path (/helpcenter/<slug>), 'index' for /helpcenter itself. */
export function useHelpSlug(): HelpSlug | undefined {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last === 'helpcenter') return 'index';
  return (HELP_SLUGS as readonly string[]).includes(last) ? (last as HelpSlug) : undefined;
}
