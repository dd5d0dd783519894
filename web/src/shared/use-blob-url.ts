import { useEffect, useRef, useState } from 'react';

export type BlobUrlState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; error: string };

/**
 * A file fetched as a blob and offered as an object URL (a PDF shown in an <iframe>): fetched while
 * `fetchBlob` is given, again when `key` changes; the URL is revoked when the key changes, the
 * fetcher goes away or the component unmounts, and a superseded request is aborted.
 */
export function useBlobUrl(
  fetchBlob: ((signal: AbortSignal) => Promise<{ blob: Blob } | { error: string }>) | null,
  key: string,
): BlobUrlState {
  const [state, setState] = useState<BlobUrlState>({ status: 'idle' });
  const latest = useRef(fetchBlob);
  latest.current = fetchBlob;
  const enabled = fetchBlob !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what the fetcher fetches
  useEffect(() => {
    const fetcher = latest.current;
    if (!enabled || !fetcher) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    void fetcher(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if ('error' in answer) {
        setState({ status: 'failed', error: answer.error });
        return;
      }
      url = URL.createObjectURL(answer.blob);
      setState({ status: 'ready', url });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [enabled, key]);
  return state;
}
