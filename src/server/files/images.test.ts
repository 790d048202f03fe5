import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveImage } from '../../schemas/responsive-image';
import { form, startHarness, type Harness } from '../test/harness';

/* Post images: sizes recorded, WebP copies made at upload, bombs and broken files refused. */

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.client.signUpAndIn('images@example.com', 'correct horse battery', 'Imager')).accessToken;
});
afterAll(() => h.cleanup());

const upload = (content: Buffer, name = 'photo.jpg') =>
  h.client.call('/api/uploads/images', { form: form({}, { field: 'file', name, content, type: 'image/jpeg' }), token });

/** A noisy photo-like JPEG: noise does not compress, like a real photo. */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('image uploads', () => {
  it('serves the original without what the camera wrote in it (GPS position, device), upright, and a file without metadata byte for byte', async () => {
    // A portrait photo stored sideways with EXIF orientation 6, its GPS position and camera in EXIF.
    const tagged = await sharp(await photo(300, 200))
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await upload(tagged);
    expect(res.status).toBe(201);
    const { secure_url, width, height } = (await res.json()) as { secure_url: string; width: number; height: number };
    expect([width, height]).toEqual([200, 300]);
    const served = Buffer.from(await (await h.client.call(secure_url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(served.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect([meta.exif, meta.orientation ?? 1, meta.width, meta.height]).toEqual([undefined, 1, 200, 300]);

    const plain = await photo(120, 80);
    const untouched = (await (await upload(plain)).json()) as { secure_url: string };
    expect(Buffer.from(await (await h.client.call(untouched.secure_url)).arrayBuffer()).equals(plain)).toBe(true);
  });

  it('records the size and serves WebP copies 480, 960 and 1440 px wide, which the srcset helper lists', async () => {
    const res = await upload(await photo(2000, 1000));
    expect(res.status).toBe(201);
    const { secure_url, width, height } = (await res.json()) as { secure_url: string; width: number; height: number };
    expect([width, height]).toEqual([2000, 1000]);
    const image = responsiveImage({ imageUrl: secure_url, imageWidth: width, imageHeight: height });
    const base = secure_url.replace(/\.jpg$/, '');
    expect(image).toEqual({
      src: secure_url,
      srcset: `${base}-480w.webp 480w, ${base}-960w.webp 960w, ${base}-1440w.webp 1440w`,
      sizes: '(max-width: 960px) 100vw, 960px',
      width: 2000,
      height: 1000,
    });
    for (const w of [480, 960, 1440]) {
      const copy = await h.client.call(`${base}-${w}w.webp`);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w / 2]);
    }
  });

  it('never enlarges: a small image gets only the smaller copies, with the original in the srcset', async () => {
    const res = await upload(await photo(600, 400));
    const { secure_url } = (await res.json()) as { secure_url: string };
    const base = secure_url.replace(/\.jpg$/, '');
    expect((await h.client.call(`${base}-480w.webp`)).status).toBe(200);
    expect((await h.client.call(`${base}-960w.webp`)).status).toBe(404);
    expect(responsiveImage({ imageUrl: secure_url, imageWidth: 600, imageHeight: 400 })?.srcset).toBe(
      `${base}-480w.webp 480w, ${secure_url} 600w`,
    );
    // Narrower than every copy: the image alone, at its own size.
    expect(responsiveImage({ imageUrl: secure_url, imageWidth: 300, imageHeight: 200 })).toEqual({
      src: secure_url,
      width: 300,
      height: 200,
    });
  });

  it('keeps an animated GIF animated in its copies', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((colour) =>
        sharp({ create: { width: 600, height: 300, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await upload(gif, 'anim.gif');
    expect(res.status).toBe(201);
    const { secure_url, width, height } = (await res.json()) as { secure_url: string; width: number; height: number };
    expect([width, height]).toEqual([600, 300]);
    const copy = await h.client.call(secure_url.replace(/\.gif$/, '-480w.webp'));
    const meta = await sharp(Buffer.from(await copy.arrayBuffer()), { animated: true }).metadata();
    expect([meta.width, meta.pageHeight, meta.pages]).toEqual([480, 240, 3]);
  });

  it('refuses a decompression bomb (a small file claiming a huge bitmap) with 413, before decoding it', async () => {
    // 10 000 x 6 000 pixels of one colour: a few hundred kilobytes of PNG, 180 MB once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    const res = await upload(bomb, 'bomb.png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(
      'The image is too large: at most 50 megapixels (all frames together for an animation)',
    );
    expect(performance.now() - started).toBeLessThan(5000);
  }, 60_000);

  it('refuses a file whose header says image but whose pixels are cut off, with 415, leaving nothing stored', async () => {
    const whole = await photo(1000, 800);
    const stored = await readdir(path.join(h.dataDir, 'files'));
    const res = await upload(whole.subarray(0, Math.floor(whole.length / 3)));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(/could not be read/);
    expect(await readdir(path.join(h.dataDir, 'files'))).toEqual(stored);
  });
});
