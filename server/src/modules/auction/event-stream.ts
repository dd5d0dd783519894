/** One server-sent event as a client parses it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads an auction's event stream over HTTP as a browser's EventSource would (tests and the benchmark): each event
 * handed to `onEvent` as it arrives; answers the function that closes the stream.
 */
export async function followEvents(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
): Promise<() => void> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        const data = fields.get('data');
        if (data !== undefined)
          onEvent({ id: fields.get('id') ?? null, event: fields.get('event') ?? 'message', data: JSON.parse(data) });
      }
    }
  };
  pump().catch(() => {});
  return () => controller.abort();
}
