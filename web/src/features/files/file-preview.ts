/**
 * The /filePreview page's address for a stored file's preview URL (/api/seeView?key=&type= or
 * /api/seeEncryptionView?key=&type=): the key and type it needs, and an optional title.
 */
export function filePreviewHref(url: string, name?: string): string {
  const query = new URL(url, 'http://x').searchParams;
  const params = new URLSearchParams();
  params.set('key', query.get('key') ?? '');
  const type = query.get('type');
  if (type) params.set('type', type);
  if (name) params.set('name', name);
  return `/filePreview?${params.toString()}`;
}
