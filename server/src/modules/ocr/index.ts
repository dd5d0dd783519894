/** The ocr module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { makeLicenceImage } from './licence-image.ts';
export { ocrRoutes } from './routes.ts';
