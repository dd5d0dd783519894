import { enMessages } from '@hgsc/contracts';
import enUS from 'antd/es/locale/en_US';
import { webEn } from './en.ts';
import { pluralsEn } from './plurals.en.ts';

/** Everything English: loaded only when a visitor picks English, so Chinese pages do not carry it. */
export const englishTranslation = { ...enMessages, ...webEn, ...pluralsEn };
export const englishAntdLocale = enUS;
