export { filePreviewHref } from './file-preview.ts';
export { filePreviewFeature } from './routes.tsx';
