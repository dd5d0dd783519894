export { auctionFeature } from './routes.tsx';
