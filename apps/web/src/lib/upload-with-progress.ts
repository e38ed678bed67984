import { ApiError, apiErrorFromReply, apiHeaders } from './api-client';

/**
 * POSTs a file with XMLHttpRequest, whose upload reports progress (fetch cannot). `onProgress` gets the
 * share sent, 0 to 1; it reaches 1 once the whole file is on its way. The reply is read as JSON; an
 * error reply rejects with the API's Spanish message, like every other call.
 */
export function uploadWithProgress<Reply>(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<Reply> {
  const headers = apiHeaders(url);
  return new Promise<Reply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromReply(request.status, text, Boolean(headers.Authorization)));
        return;
      }
      try {
        resolve(JSON.parse(text) as Reply);
      } catch {
        reject(new ApiError('Respuesta no JSON del servidor al importar.', request.status, null));
      }
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
