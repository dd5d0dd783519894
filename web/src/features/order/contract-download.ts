import { currentLanguage, t } from '../../shared/i18n/index.ts';
import { csrfToken } from '../../shared/session.ts';
import { showErrorToast } from '../../shared/toast.ts';
import { fileNameOf } from './content-disposition.ts';

/**
 * POST /order/contract/download answers the PDF itself, not an envelope, so it is fetched here and
 * saved through a temporary link; a refusal (an envelope) is toasted like any other failure.
 */
export async function downloadContract(orderId: number): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', language: currentLanguage() };
  const csrf = csrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  let response: Response;
  try {
    response = await fetch('/api/order/contract/download', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: orderId }),
      credentials: 'same-origin',
    });
  } catch {
    showErrorToast(t('common.serverBusy'));
    return;
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/pdf')) {
    const body = (await response.json().catch(() => null)) as { message?: string; msg?: string } | null;
    showErrorToast(body?.message ?? body?.msg ?? t('common.unknownError'));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `contract-${orderId}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
