import { Provider as MotionProvider } from '@rc-component/motion';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocaleOf, currentLanguage } from '../shared/i18n/index.ts';
import { TranslationProvider, useTranslation } from '../shared/i18n/use-translation.ts';
import { usePrefersReducedMotion } from '../shared/reduced-motion.ts';
import { AppFeedback } from './feedback.tsx';
import { queryClient } from './query-client.ts';

/** `client`: the server draws each page with a cache of its own (server-render.tsx); the browser has one. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <TranslationProvider>
      <AntdProviders client={client}>{children}</AntdProviders>
    </TranslationProvider>
  );
}

// Constants: a new object on each language change or message load would make every antd component draw again.
// No `tooltip.unique`: the build leaves its provider out (vite-plugins/no-unique-tooltip.ts).
// At WCAG AA's 4.5:1 on the pages' white and #f5f7fa: links in the brand's blue (antd's own #1677ff reads 4.1:1),
// tertiary text (labels, hints) and placeholders at 0.56 instead of 0.45 (3.3:1) and 0.25 (1.8:1), errors and danger
// buttons in the price red (antd's #ff4d4f reads 3.3:1, under white button text too). The red and the tertiary text
// are also app/styles.css's --hg-red and --hg-text-tertiary. Hovered, the blue and the red darken instead of
// lightening: antd's lighter shades read 4.4:1 (a primary button's white label, a default button's blue one), 3.9:1
// (a danger button's label) and 2.9:1 (a hovered link).
const BRAND_BLUE = '#1359c9';
const BRAND_BLUE_HOVER = '#0e4db3';
const PRICE_RED = '#d4282b';
const PRICE_RED_HOVER = '#b82226';
const TERTIARY_TEXT = 'rgba(0, 0, 0, 0.56)';
// Tags write their word in a colour on a pale tint of it. antd's own read 2.2:1 (success), 1.8:1 (warning), 3.7:1
// (processing), 3.4:1 (green, orange) and 2.8:1 (gold) on their tints; these darker shades read 5.1–6.5:1. Set for
// Tag alone, not as the global colorSuccess and the like: icons, alerts and badges keep antd's colours, and each tint
// stays antd's (a token set on one component is not spread to the tokens derived from it, while a dark global green
// turns the derived tints grey).
const TAG_TEXT = {
  colorSuccess: '#237804',
  colorInfo: BRAND_BLUE,
  colorWarning: '#874d00',
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
};
const THEME = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorPrimaryHover: BRAND_BLUE_HOVER,
    colorLink: BRAND_BLUE,
    colorLinkHover: BRAND_BLUE_HOVER,
    colorTextTertiary: TERTIARY_TEXT,
    colorTextPlaceholder: TERTIARY_TEXT,
    colorError: PRICE_RED,
    colorErrorHover: PRICE_RED_HOVER,
    colorErrorTextHover: PRICE_RED_HOVER,
    borderRadius: 6,
  },
  components: { Tag: TAG_TEXT },
};
// Buttons keep their exact label (no space inserted into two-character Chinese labels like 登录).
const BUTTON = { autoInsertSpace: false };
const NO_WAVE = { disabled: true };

function AntdProviders({ children, client }: { children: ReactNode; client: QueryClient }) {
  // Re-renders when the language changes; antd's texts follow it.
  useTranslation();
  const locale = antdLocaleOf(currentLanguage());
  // For a person whose system asks for less motion, dialogs, menus and messages appear and go without animating
  // (rc-motion's animations; the CSS transitions antd marks for reduced motion stop by themselves).
  // Not antd's `motion: false` token: switching it after the page is taken over wraps, and so draws again, the
  // whole app; this provider is always there, and only its value changes.
  const reduceMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={client}>
      <MotionProvider motion={!reduceMotion}>
        <ConfigProvider locale={locale} theme={THEME} button={BUTTON} wave={reduceMotion ? NO_WAVE : undefined}>
          <AppFeedback>{children}</AppFeedback>
        </ConfigProvider>
      </MotionProvider>
    </QueryClientProvider>
  );
}
