import { useEffect, useState } from 'react';
import type { useTranslation } from '../i18n/use-translation.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A span of time in words: days and hours, hours and minutes, or minutes and seconds. */
export function timeLeftWords(ms: number, t: Translate): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return t('countdown.days', { d, h });
  if (h > 0) return t('countdown.hours', { h, m });
  return t('countdown.minutes', { m, s: s % 60 });
}

/**
 * The server's clock as the page runs on: `serverNow` of an answer, moved on by the browser's own clock, ticking each
 * second. A machine whose clock is off shows the time the server judges by (a bid's close, a quote's validity).
 */
export function useServerClock(serverNow: string): number {
  const [skew, setSkew] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => setSkew(Date.parse(serverNow) - Date.now()), [serverNow]);
  useEffect(() => {
    setNow(Date.now() + skew);
    const timer = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(timer);
  }, [skew]);
  return now;
}
