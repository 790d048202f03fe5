/**
 * A fetch built on XMLHttpRequest, for uploads that show progress. Chromium streams a fetch body
 * only over HTTP/2, so ky's own onUploadProgress fails against an HTTP/1.1 server; XHR reports
 * upload progress everywhere. Passed to ky as its `fetch` option, so hooks (token, refresh)
 * still apply.
 */
export function xhrFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        // The browser sets the multipart boundary itself for FormData bodies.
        if (!(name === 'content-type' && init?.body instanceof FormData)) xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort());
      const body = init?.body ?? (request.body ? request : null);
      if (body instanceof Request) void body.blob().then((blob) => xhr.send(blob), reject);
      else xhr.send((body as XMLHttpRequestBodyInit | null) ?? null);
    });
}
