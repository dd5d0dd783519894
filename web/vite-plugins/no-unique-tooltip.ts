import type { Plugin } from 'vite';

const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const STUB = '\0hgsc:no-unique-tooltip';

/**
 * antd's ConfigProvider wraps the app in the "unique tooltip" provider only when `tooltip.unique` is set, but
 * imports it always, and with it the whole popup engine (@rc-component/trigger): 26 kB of every page's entry
 * that only pages with a tooltip, dropdown or select use. The app does not set `tooltip.unique`
 * (app/providers.tsx), so ConfigProvider's import becomes a component that renders its children; the popup
 * engine loads with the pages that use it.
 */
export function noUniqueTooltip(): Plugin {
  return {
    name: 'hgsc:no-unique-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../tooltip/UniqueProvider' || !importer || !CONFIG_PROVIDER.test(importer)) return null;
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return 'export default function UniqueProviderUnused({ children }) { return children; }';
    },
  };
}
