import { ApiRequestError, errorFromBody, UNREACHABLE } from '../../lib/api/api.ts';

// A counterpart's document is served stamped with the reader's identity, and every fetch is logged. The file is
// fetched here rather than followed as a link: a file that cannot be stamped answers 422 JSON (documentNotStampable),
// which the room then words, where a plain link would show the JSON or save it as the file.

/** The stamped copy of a shared document: an attachment (a download), or inline with `view` (a view, PDFs and images). */
export const dealFileUrl = (dealId: string, documentId: string, view = false) =>
  `/api/deals/${encodeURIComponent(dealId)}/documents/${encodeURIComponent(documentId)}/file${view ? '?view=1' : ''}`;

/** Both parties' certificate of the accepted NDA (a PDF; 404 when no NDA was accepted). */
export const ndaCertificateUrl = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/nda-certificate`;

async function fetchFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, UNREACHABLE);
  }
  if (response.ok) return response.blob();
  const data: unknown = await response.json().catch(() => undefined);
  throw errorFromBody(response.status, data, response.statusText);
}

// Long enough for the new tab's viewer to read it, or the browser to save it.
const KEEP_URL_MS = 60_000;

function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/** Saves the stamped copy under the document's name. */
export async function downloadDealFile(dealId: string, documentId: string, fileName: string): Promise<void> {
  save(await fetchFile(dealFileUrl(dealId, documentId)), fileName);
}

// Only these are shown in a tab (as our origin's blob: address): anything else would be saved, never rendered.
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * Opens the stamped copy in a new tab. The tab is opened at once, while the click still counts as the reader's
 * (a pop-up blocker would refuse it after the wait), and closed again when the file is refused.
 */
export async function viewDealFile(dealId: string, documentId: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  // The tab gets no way back to this page (what rel="noopener" does for a link).
  if (tab) tab.opener = null;
  try {
    const file = await fetchFile(dealFileUrl(dealId, documentId, true));
    const type = file.type.split(';')[0]?.trim() ?? '';
    // A browser that refused the tab still gets the file, saved.
    if (!tab || !VIEWABLE.has(type)) {
      tab?.close();
      save(file, fileName);
      return;
    }
    const url = URL.createObjectURL(new Blob([file], { type }));
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
