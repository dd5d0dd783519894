import { currentLanguage, t } from '../i18n/index.ts';
import { csrfToken } from '../session.ts';
import { showErrorToast } from '../toast.ts';
import { fileNameOf } from './content-disposition.ts';

/**
 * POST calls that answer a file instead of an envelope (an attachment, an invoice PDF): the bytes as
 * a typed blob with the server's file name, or the refusal's message.
 */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string } | { error: string }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', language: currentLanguage() };
  const csrf = csrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { error: t('common.serverBusy') };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { message?: string; msg?: string } | null;
    return { error: answer?.message ?? answer?.msg ?? t('common.unknownError') };
  }
  // The viewer needs the type on the blob to show the file instead of offering it as a download.
  const blob = new Blob([await response.arrayBuffer()], { type: type.split(';')[0] || 'application/octet-stream' });
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Saves the file a POST call answers through a temporary link; a refusal is toasted. */
export async function downloadPostedFile(path: string, body: unknown, fallbackName: string): Promise<void> {
  const answer = await postForFile(path, body, fallbackName);
  if ('error' in answer) {
    showErrorToast(answer.error);
    return;
  }
  const url = URL.createObjectURL(answer.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
