import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from './query-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: a page's queries have keys and answers of their own types
type PageQuery = FetchQueryOptions<any, any, any, any>;

/** What the server's render passes its route loaders (server-render.tsx). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

let firstPageLoaded = false;

/** The router has the first page's code and data: from now on loaders no longer wait (router.tsx). */
export function markFirstPageLoaded(): void {
  firstPageLoaded = true;
}

/**
 * A route loader that starts the page's first queries (the very options the page reads) while the page's code
 * loads, instead of after it rendered. On the first page of a visit it also waits for them, failures included
 * (the page shows those as it always did): the app's first render (main.tsx) then draws the page with its data,
 * rather than the page with placeholders and, in another long task, its data. Later navigations show the page at
 * once and its data as it comes, as before.
 *
 * `drawnWith`: blocks the server draws with the page (the browser taking it over then fetches none of them, nor
 * draws them twice), while the browser drawing a page itself only starts them: its first render does not wait for
 * calls the first-load script did not send ahead (app/first-load.ts).
 */
export function queriesLoader(
  queriesOf: (args: LoaderFunctionArgs) => PageQuery[],
  drawnWith: (args: LoaderFunctionArgs) => PageQuery[] = () => [],
) {
  return async (args: LoaderFunctionArgs) => {
    // On the server each page has a cache of its own (server-render.tsx), and the page is drawn once its data is in.
    const serverClient = (args.context as ServerLoadContext | undefined)?.queryClient;
    const client = serverClient ?? queryClient;
    const loads = queriesOf(args).map((options) => client.prefetchQuery(options));
    const blocks = drawnWith(args).map((options) => client.prefetchQuery(options));
    if (serverClient) await Promise.all([...loads, ...blocks]);
    else if (!firstPageLoaded) await Promise.all(loads);
    return null;
  };
}
