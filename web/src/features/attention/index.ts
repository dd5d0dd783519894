export { attentionFeature } from './routes.tsx';
