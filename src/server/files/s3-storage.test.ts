import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG, XLS } from '../test/fixtures';
import { form, startHarness, validApplication, validQuote, type Harness } from '../test/harness';
import { startS3 } from '../test/s3';

/*
 * The S3 driver for real, against s3rver on 127.0.0.1: what the disk driver does, the bucket does,
 * and nothing is left in the bucket by a refused upload.
 */

let s3: Awaited<ReturnType<typeof startS3>>;
let h: Harness;
let token: string;

beforeAll(async () => {
  s3 = await startS3();
  h = await startHarness({ s3: s3.options });
  token = (await h.client.signUpAndIn('s3-admin@example.com')).accessToken;
});
afterAll(async () => {
  await h?.cleanup();
  await s3?.stop();
});

const download = async (fileId: string) => {
  const res = await h.client.call(`/api/admin/files/${fileId}`, { token });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('stored files in an S3-compatible bucket', () => {
  it('keeps a quote attachment in the bucket and streams it back to the administrator with the same headers', async () => {
    const content = randomBytes(3 * 1024 * 1024);
    const sent = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'plan.bin', content }),
    });
    expect(sent.status).toBe(201);
    const [quote] = (await (await h.client.call('/api/admin/quotes', { token })).json()) as Array<{
      file: { id: string; size: number };
    }>;
    expect(quote?.file.size).toBe(content.length);
    const { res, body } = await download(quote?.file.id ?? '');
    expect(res.status).toBe(200);
    expect(body.equals(content)).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(content.length));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="plan.bin"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await s3.objects()).toHaveLength(1);
  });

  it('serves an uploaded image publicly from the bucket', async () => {
    const res = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'a.png', content: PNG, type: 'image/png' }),
      token,
    });
    expect(res.status).toBe(201);
    const { secure_url } = (await res.json()) as { secure_url: string };
    const image = await h.client.call(secure_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('leaves nothing in the bucket when an upload is refused: wrong type, too large, invalid fields', async () => {
    const before = await s3.objects();
    const wrongType = await h.client.call('/api/jobs/apply', {
      form: form(validApplication, { field: 'resume', name: 'cv.xls', content: XLS }),
    });
    expect(wrongType.status).toBe(415);
    const tooLarge = await h.client.call('/api/jobs/apply', {
      form: form(validApplication, {
        field: 'resume',
        name: 'cv.pdf',
        content: Buffer.concat([PDF, randomBytes(5 * 1024 * 1024)]),
      }),
    });
    expect(tooLarge.status).toBe(413);
    const invalid = await h.client.call('/api/request-quote', {
      form: form({ ...validQuote, email: 'nope' }, { field: 'file', name: 'a.bin', content: 'x' }),
    });
    expect(invalid.status).toBe(400);
    expect(await s3.objects()).toEqual(before);
  });

  it('answers ready only while the bucket answers', async () => {
    expect((await h.client.call('/api/ready')).status).toBe(200);
    const gone = await startHarness({ s3: { ...s3.options, bucket: 'no-such-bucket' } });
    try {
      const res = await gone.client.call('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The file storage cannot be written' });
      // An upload meanwhile is the server's fault, 500, never the 503 a proxy counts against the
      // instance (with a shared bucket down, that marked every instance failed).
      const upload = await gone.client.call('/api/request-quote', {
        form: form(validQuote, { field: 'file', name: 'plan.bin', content: randomBytes(1024) }),
      });
      expect(upload.status).toBe(500);
      expect(((await upload.json()) as { error: string }).error).toMatch(/could not store your file/);
    } finally {
      await gone.cleanup();
    }
  });
});
