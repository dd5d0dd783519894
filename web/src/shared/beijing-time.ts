import dayjs, { type Dayjs } from 'dayjs';
import { formatMarketDate } from './format.ts';

/**
 * Moments picked on the market's clock, Beijing time, as every page shows them: a picker holds Beijing's wall clock
 * (whatever the browser's zone), and the moment is sent with its +08:00 offset (a quote's validity, an auction's times).
 */
export const beijingWallClock = (instant: string | Date) => dayjs(formatMarketDate(instant, 'YYYY-MM-DD HH:mm'));
export const beijingNow = () => beijingWallClock(new Date());
export const beijingInstant = (wallClock: Dayjs) => `${wallClock.format('YYYY-MM-DDTHH:mm')}:00+08:00`;
