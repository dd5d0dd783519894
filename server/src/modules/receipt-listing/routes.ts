import { listingRoutes } from '@hgsc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keptCatalogueAnswer } from '../../platform/cache/catalogue-cache.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { loggedStep, receiptCallerOf } from '../warehouse-receipt/index.ts';
import { delistListing } from './delist-listing.ts';
import { listingTabCounts, marketKey, marketListings, myListings } from './list-listings.ts';
import type { ListingViewer } from './listing-view.ts';
import './node-log-access.ts';
import './notify.ts';
import { readListing } from './read-listing.ts';
import { repriceListing } from './reprice-listing.ts';
import { saveListing } from './save-listing.ts';

/** A public call's viewer: the company of a signed-in caller (the seller sees its own steps), else a visitor. */
const viewerOf = (request: FastifyRequest): ListingViewer => {
  const companyId = request.auth?.company?.companyId;
  return companyId ? { companyId } : null;
};

const logged = loggedStep('warehouse.listing');
/** A listing's offer, price or end changes the public market this process keeps answers of. */
const marketWrite = { changesMarket: true } as const;

/** SPEC §7 "/sale/bss/*": the seller's listings and the public receipt market. */
export const receiptListingRoutes: FastifyPluginAsync = async (app) => {
  command(app, listingRoutes.save, (call) => saveListing(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'listing.saved',
    ...marketWrite,
    log: logged,
  });
  command(app, listingRoutes.updatePrice, (call) => repriceListing(call.ctx.db, receiptCallerOf(call), call.input, call.lang), {
    message: 'listing.repriced',
    ...marketWrite,
    log: logged,
  });
  command(app, listingRoutes.delist, (call) => delistListing(call.ctx.db, receiptCallerOf(call), call.input.id, call.lang), {
    message: 'listing.delistedOk',
    ...marketWrite,
    log: logged,
  });
  query(app, listingRoutes.myList, ({ ctx, company, input, lang }) => myListings(ctx.db, company.companyId, input, lang));
  query(app, listingRoutes.tabCounts, ({ ctx, company }) => listingTabCounts(ctx.db, company.companyId));
  query(app, listingRoutes.market, ({ ctx, request, input, lang }) => marketListings(ctx.db, input, viewerOf(request), lang), {
    keep: ({ ctx, request, input, lang }) =>
      keptCatalogueAnswer(ctx, marketKey(input, viewerOf(request), lang), ctx.config.SEARCH_CACHE_SECONDS),
  });
  query(app, listingRoutes.info, ({ ctx, request, input, lang }) => readListing(ctx.db, input.id, viewerOf(request), lang));
};
