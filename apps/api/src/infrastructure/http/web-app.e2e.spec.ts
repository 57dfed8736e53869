import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';

/** A built web app in miniature: what `vite build` writes, with its brotli and gzip copies. */
function writeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`,
    'assets/index-AbC123.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    'locales/fr/common.json': JSON.stringify({ hello: 'bonjour'.repeat(500) }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [path, text] of Object.entries(files)) {
    const file = join(dist, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

describe('the built web app, served compressed and cached by kind', () => {
  let api: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeWebDist();
    api = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await fetch(`${api.url}/assets/index-AbC123.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('console.log("xxxx');
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await fetch(`${api.url}/assets/index-AbC123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toContain('console.log(');

    const plain = await fetch(`${api.url}/assets/index-AbC123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(5000);
  });

  it('caches a locale file for a year only when its URL names the build, and revalidates index.html', async () => {
    const versioned = await fetch(`${api.url}/locales/fr/common.json?v=build1`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await versioned.json()).toEqual({ hello: 'bonjour'.repeat(500) });

    const unversioned = await fetch(`${api.url}/locales/fr/common.json`);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');

    const route = await fetch(`${api.url}/fr/hub`, { headers: { accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<div id="root">');
  });

  it('compresses a JSON answer above 1 KB and leaves a small one as it is', async () => {
    const large = await fetch(`${api.url}/api/docs.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect((await large.json()) as object).toHaveProperty('openapi');

    const small = await fetch(`${api.url}/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ status: 'ok' });
  });
});
