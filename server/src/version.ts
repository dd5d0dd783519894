declare const __APP_VERSION__: string | undefined;

/** Sent as `x-app-version` on every answer; the web reloads when it changes (SPEC §9). */
export const APP_VERSION: string = process.env.APP_VERSION ?? (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev');
