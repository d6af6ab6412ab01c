// Compression: API answers of 1 kB or more in brotli or gzip as the request accepts, smaller ones
// as they are; the built app's assets sent precompressed (the .br and .gz the build writes) with
// their own Content-Type; logos under /uploads/ never compressed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

let t: TestApp;
let owner: Owner;

const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, i) => `'screen-${i}'`).join(', ')}];\n`;
const STYLE = Array.from({ length: 100 }, (_, i) => `.c${i} { color: red; }`).join('\n');
const SHELL = `<!doctype html><html><head><title>Salon</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

/** A built app as Vite writes it, each text file with its .br and .gz. */
async function writeDist(distDir: string): Promise<void> {
  await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
  for (const [file, text] of [
    ['index.html', SHELL],
    ['assets/index-abc123.js', SCRIPT],
    ['assets/index-abc123.css', STYLE],
  ] as const) {
    const full = path.join(distDir, file);
    await fs.writeFile(full, text);
    await fs.writeFile(`${full}.br`, brotliCompressSync(text));
    await fs.writeFile(`${full}.gz`, gzipSync(text));
  }
  // A file the build leaves uncompressed (the worker is built apart).
  await fs.writeFile(path.join(distDir, 'sw.js'), SCRIPT);
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  // Enough categories for a list above the 1 kB threshold.
  for (let i = 0; i < 20; i += 1) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories/create',
      headers: owner.auth,
      payload: { categoryName: `Category ${i}`, description: `Everything about category ${i}` },
    });
    expect(created.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await t.close();
});

describe('API answers', () => {
  it.each(['br', 'gzip'])('compresses a large answer with %s', async (encoding) => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: owner.auth,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { ...owner.auth, 'accept-encoding': `${encoding}, identity` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const decoded = decode(encoding, response.rawPayload);
    expect(decoded.equals(plain.rawPayload)).toBe(true);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
  });

  it('prefers brotli when both are accepted, as a browser sends them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { ...owner.auth, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/service_interval/',
      headers: { ...owner.auth, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends an error envelope as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({
      errors: [{ msg: 'Please sign in', code: 'unauthenticated' }],
    });
  });
});

describe('logos', () => {
  it('never compresses an uploaded image', async () => {
    // Very compressible bytes, so only the route's rules keep them as they are.
    const bytes = Buffer.alloc(8192, 7);
    const name = '00000000-0000-4000-8000-000000000000.webp';
    await t.app.db
      .insertInto('logos')
      .values({ name, content_type: 'image/webp', bytes, created_at: '2026-11-23T09:00:00.000Z' })
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/uploads/${name}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('the built app', () => {
  let web: TestApp;

  beforeAll(async () => {
    const distDir = path.join(t.dataDir, 'dist');
    await writeDist(distDir);
    web = await createTestApp({ distDir });
  });

  afterAll(async () => {
    await web.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    web.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['/assets/index-abc123.js', SCRIPT, 'br'],
    ['/assets/index-abc123.js', SCRIPT, 'gzip'],
    ['/assets/index-abc123.css', STYLE, 'br'],
    ['/assets/index-abc123.css', STYLE, 'gzip'],
  ])('sends %s precompressed (%s) with its own type', async (url, text, encoding) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);

    const response = await get(url, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers['content-type']).toMatch(
      url.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/css/,
    );
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file the build wrote, byte for byte: nothing compressed it again.
    const written = await fs.readFile(
      path.join(t.dataDir, 'dist', `${url}.${encoding === 'br' ? 'br' : 'gz'}`),
    );
    expect(response.rawPayload.equals(written)).toBe(true);
    expect(decode(encoding, response.rawPayload).toString()).toBe(text);
  });

  it('says Vary: accept-encoding on an asset sent as it is too', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('sends the shell precompressed, also as the fallback of a page', async () => {
    for (const url of ['/index.html', '/dashboard']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode('br', response.rawPayload).toString()).toBe(SHELL);
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('does not serve the compressed files as files of their own', async () => {
    const response = await get('/assets/index-abc123.js.br');
    expect(response.statusCode).toBe(404);
  });
});
