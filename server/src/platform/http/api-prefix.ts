/** Where the API's routes live; every other path is the web app's (platform/web/web-app.ts). */
export const API_PREFIX = '/api';
