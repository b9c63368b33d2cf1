import { ApiRequestError, errorFromBody, UNREACHABLE } from '../../lib/api/api.ts';
import type { ResponseOf, Route } from '../../lib/api/endpoints.ts';

export interface UploadOptions {
  /** Called as bytes leave the browser; total is the whole request body. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a form with XMLHttpRequest, because fetch() reports no upload progress. Same-origin with the
 * session cookie; the browser adds the Origin header the server's CSRF check expects. Rejects with
 * ApiRequestError like api() does (status 0 when the server could not be reached).
 */
export function uploadWithProgress<R extends Route & `POST ${string}`>(route: R, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<ResponseOf<R>> {
  return new Promise<ResponseOf<R>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', route.slice('POST '.length));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as ResponseOf<R>);
        return;
      }
      reject(errorFromBody(xhr.status, data, xhr.statusText));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(0, UNREACHABLE));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
