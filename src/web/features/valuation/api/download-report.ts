import type { Language } from '#shared/enums.ts';
import type { ValuationInput } from '#shared/valuation/inputs.ts';
import { errorFromBody } from '../../../lib/api/api.ts';

/** The file name the server gives in Content-Disposition, or ours. */
function fileNameOf(response: Response, language: Language): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `valuation-estimate-${language}.pdf`;
}

/**
 * POST /api/valuation/report?lang=…: the PDF of the estimate on screen (a visitor's too), saved through a link
 * to the blob, since a form post could not send JSON. Not in the typed client: the answer is a file, not JSON.
 */
export async function downloadReport(input: ValuationInput, language: Language): Promise<void> {
  const response = await fetch(`/api/valuation/report?lang=${language}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    throw errorFromBody(response.status, data, response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, language);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
