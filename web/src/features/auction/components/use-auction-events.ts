import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUCTIONS_KEY } from '../api.ts';

/** How long a burst of bids is gathered before the board is read again: one read for a flurry, still within a second. */
const GATHER_MS = 250;

/**
 * Follows an auction's live stream (/auctionTrust/events, server-sent events) while `live`: each bid, the close or a
 * resync reads the board, the bid log and the auction again. The browser's EventSource reconnects by itself and
 * sends the last event id, so the server replays what the page missed.
 */
export function useAuctionEvents(auctionId: number, live: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/auctionTrust/events?id=${auctionId}`, { withCredentials: true });
    let timer: number | undefined;
    const reread = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'board', auctionId] });
        void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'bids', auctionId] });
      }, GATHER_MS);
    };
    source.addEventListener('bid', reread);
    source.addEventListener('resync', reread);
    source.addEventListener('closed', () => {
      reread();
      void queryClient.invalidateQueries({ queryKey: [...AUCTIONS_KEY, 'info', auctionId] });
    });
    return () => {
      window.clearTimeout(timer);
      source.close();
    };
  }, [auctionId, live, queryClient]);
}
