import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SHA256, S3FileStorage, signV4, uriEncode } from './s3-storage.ts';

// The example values AWS publishes for SigV4 with S3 ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk").
const aws = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const origin = 'https://examplebucket.s3.amazonaws.com';
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (authorization: string | undefined) => /Signature=([0-9a-f]{64})$/.exec(authorization ?? '')?.[1];

describe('SigV4 against AWS published examples', () => {
  it('GET object with a Range header', () => {
    const headers = signV4(
      { method: 'GET', origin, path: '/test.txt', headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256, now },
      aws,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.host).toBe('examplebucket.s3.amazonaws.com');
  });

  it('PUT object with a payload and an encoded key', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = createHash('sha256').update(body).digest('hex');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signV4(
      {
        method: 'PUT',
        origin,
        path: `/${uriEncode('test$file.text', true)}`,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
        now,
      },
      aws,
    );
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(signatureOf(headers.authorization)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET bucket listing with a sorted query string', () => {
    const headers = signV4(
      { method: 'GET', origin, path: '/', query: { prefix: 'J', 'max-keys': '2' }, payloadHash: EMPTY_SHA256, now },
      aws,
    );
    expect(signatureOf(headers.authorization)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes object keys the S3 way', () => {
    expect(uriEncode('a b/ü$.png', true)).toBe('a%20b/%C3%BC%24.png');
    expect(uriEncode('a/b')).toBe('a%2Fb');
    expect(uriEncode('A-z_0.9~')).toBe('A-z_0.9~');
  });
});

/** A stand-in S3 that checks every signature and keeps objects in memory. */
function fakeS3(credentials: typeof aws) {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${req.method} ${url.pathname}`);
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const extra: Record<string, string> = {};
    for (const name of signed) {
      if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) extra[name] = String(req.headers[name] ?? '');
    }
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    const stamp = String(req.headers['x-amz-date']);
    const when = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    const expected = signV4(
      {
        method: req.method ?? 'GET',
        origin: `http://${req.headers.host}`,
        path: url.pathname,
        headers: extra,
        payloadHash,
        now: when,
      },
      credentials,
    );
    const bodyHash = createHash('sha256').update(body).digest('hex');
    if (expected.authorization !== auth || payloadHash !== bodyHash) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = url.pathname;
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (found) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
      else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, seen };
}

describe('S3FileStorage', () => {
  const credentials = { accessKeyId: 'test-access', secretAccessKey: 'test-secret', region: 'cn-north-1' };
  const fake = fakeS3(credentials);
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes objects with path-style signed requests', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'hgsc-files', ...credentials });
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('ab_c-D.png', data);
    expect(fake.objects.get('/hgsc-files/ab_c-D.png')).toEqual(data);
    expect(await storage.get('ab_c-D.png')).toEqual(data);
    await storage.delete('ab_c-D.png');
    expect(await storage.get('ab_c-D.png')).toBeNull();
    expect(fake.seen).toEqual([
      'PUT /hgsc-files/ab_c-D.png',
      'GET /hgsc-files/ab_c-D.png',
      'DELETE /hgsc-files/ab_c-D.png',
      'GET /hgsc-files/ab_c-D.png',
    ]);
  });

  it('fails loudly when the store refuses the signature', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'hgsc-files', ...credentials, secretAccessKey: 'wrong' });
    await expect(storage.put('x.png', Buffer.from('x'))).rejects.toThrow(/HTTP 403.*SignatureDoesNotMatch/);
    await expect(storage.get('x.png')).rejects.toThrow(/HTTP 403/);
  });
});

describe('storage selection', () => {
  it('uses S3 when all four settings are given, local disk when none, and refuses half a configuration', async () => {
    const { loadConfig } = await import('../../config.ts');
    const { fileStorageOf } = await import('../../context-factory.ts');
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'hgsc',
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
    };
    expect(fileStorageOf(loadConfig({ ...s3 })).name).toBe('s3');
    expect(fileStorageOf(loadConfig({})).name).toBe('local');
    expect(() => fileStorageOf(loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'hgsc' }))).toThrow(
      /S3_ACCESS_KEY, S3_SECRET_KEY/,
    );
    // The context factory imports every module: seconds of transforming alone, more beside the other test files.
  }, 30_000);
});
