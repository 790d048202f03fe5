import { HTTPError, type NormalizedOptions } from 'ky';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The upload as the store's call reaches the wire: the XHR fetch it sends through (../api/xhrFetch.ts)
 * gives `upload` the address under /api/, the form and the progress callback, and answers with what
 * its json() resolves to, or with the refused response of the HTTPError it rejects with; the API
 * client (its typed call, ky and its hooks) runs as it does in the browser.
 */
const upload = vi.fn();
vi.mock('../api/xhrFetch', () => ({
  xhrFetch:
    (onProgress: (fraction: number) => void): typeof fetch =>
    async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const reply = upload(path, await request.formData(), onProgress) as { json: () => Promise<unknown> };
      try {
        return Response.json(await reply.json());
      } catch (error) {
        if (error instanceof HTTPError) return error.response;
        throw error;
      }
    },
}));

const { emptyQuoteValues, quoteFormData, resetQuote, useQuote } = await import('./quote');

const values = { ...emptyQuoteValues, fullName: 'Asha', email: 'asha@example.com', phone: '1', companyName: 'Co' };

function refusal(status: number, body: object) {
  const request = new Request('http://localhost/api/request-quote', { method: 'POST' });
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, request, {} as NormalizedOptions);
  // As ky does before it throws: the answer's body read and parsed into the error.
  error.data = body;
  return error;
}

beforeEach(() => {
  resetQuote();
  upload.mockReset();
});

describe('quote store', () => {
  it('sends every field as text, the region and the file as multipart', () => {
    const file = new File(['x'], 'brief.pdf');
    const body = quoteFormData(values, file, 'nepal');
    expect(body.get('fullName')).toBe('Asha');
    expect(body.get('deadline')).toBe('');
    expect(body.get('region')).toBe('nepal');
    expect((body.get('file') as File).name).toBe('brief.pdf');
    expect(quoteFormData(values, null, 'modal').has('file')).toBe(false);
  });

  it('is loading while sending, reports progress of a file, then success', async () => {
    let progress: (fraction: number) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    upload.mockImplementation((_path: string, _body: FormData, onProgress: (fraction: number) => void) => {
      progress = onProgress;
      return { json: () => new Promise((resolve) => (answer = resolve)) };
    });
    const pending = useQuote.getState().submit(values, new File(['x'], 'a.txt'), 'uk');
    expect(useQuote.getState()).toMatchObject({ loading: true, success: false, scope: 'uk', progress: 0 });
    // The upload starts once the post's proof of work is there (stores/spamProof.ts).
    await vi.waitFor(() => expect(upload).toHaveBeenCalled());
    progress(0.5);
    expect(useQuote.getState().progress).toBe(0.5);
    answer({ id: 'q1', message: 'stored' });
    await expect(pending).resolves.toEqual({ ok: true, id: 'q1', message: 'stored' });
    expect(useQuote.getState()).toMatchObject({ loading: false, success: true, error: null, progress: null });
    expect(upload.mock.calls[0]?.[0]).toBe('request-quote');
  });

  it("keeps the server's error text and field messages when refused", async () => {
    upload.mockReturnValue({
      json: () =>
        Promise.reject(
          refusal(400, { error: 'Please check this field: email', fields: { email: 'Enter a valid email address' } }),
        ),
    });
    const result = await useQuote.getState().submit(values, null, 'modal');
    expect(result).toEqual({
      ok: false,
      error: 'Please check this field: email',
      fields: { email: 'Enter a valid email address' },
    });
    expect(useQuote.getState()).toMatchObject({ loading: false, success: false, error: 'Please check this field: email' });
  });

  it("falls back to 'An unknown error occurred' when the network fails", async () => {
    upload.mockReturnValue({ json: () => Promise.reject(new TypeError('Network request failed')) });
    await expect(useQuote.getState().submit(values, null, 'modal')).resolves.toMatchObject({
      ok: false,
      error: 'An unknown error occurred',
    });
    useQuote.getState().reset();
    expect(useQuote.getState()).toMatchObject({ loading: false, success: false, error: null, scope: null });
  });
});
