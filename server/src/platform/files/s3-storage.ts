import { createHash, createHmac } from 'node:crypto';
import type { FileStorage } from './storage.ts';

/** SigV4 hash of an empty body. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX. */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface SigV4Request {
  method: string;
  /** Scheme, host and port; the path and query below are signed as given. */
  origin: string;
  /** Already-encoded canonical path (each segment `uriEncode`d once), starting with '/'. */
  path: string;
  query?: Record<string, string>;
  /** Extra headers to sign and send (e.g. range, content-type). */
  headers?: Record<string, string>;
  payloadHash: string;
  now: Date;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

/** `YYYYMMDDTHHMMSSZ` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * AWS Signature Version 4 (header form). Returns every header the request must carry, including
 * the signed host, x-amz-date, x-amz-content-sha256 and authorization.
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const service = credentials.service ?? 's3';
  const stamp = amzDate(request.now);
  const day = stamp.slice(0, 8);
  const host = new URL(request.origin).host;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = Object.entries(request.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, credentials.region);
  const kService = hmac(kRegion, service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Per request; default 30 s. */
  timeoutMs?: number;
}

/** S3-compatible object storage (AWS, MinIO, OSS/COS S3 endpoints) with path-style URLs. */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  private origin: string;
  private basePath: string;

  constructor(
    private options: S3Options,
    private fetchImpl: typeof fetch = fetch,
  ) {
    const url = new URL(options.endpoint);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
  }

  /** The encoded path of an object: /{endpoint path}/{bucket}/{key}. */
  objectPath(key: string): string {
    return `${this.basePath}/${uriEncode(this.options.bucket)}/${uriEncode(key, true)}`;
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const path = this.objectPath(key);
    const headers = signV4(
      {
        method,
        origin: this.origin,
        path,
        headers: body ? { 'content-type': 'application/octet-stream' } : {},
        payloadHash: body ? sha256(body) : EMPTY_SHA256,
        now: new Date(),
      },
      this.options,
    );
    // fetch sets Host itself (to the same value that was signed).
    const { host: _host, ...sendHeaders } = headers;
    return this.fetchImpl(`${this.origin}${path}`, {
      method,
      headers: sendHeaders,
      ...(body ? { body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
  }

  private async failure(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} failed: HTTP ${response.status} ${text.slice(0, 300)}`);
  }

  async put(key: string, data: Buffer) {
    const response = await this.send('PUT', key, data);
    if (!response.ok) throw await this.failure(response, `PUT ${key}`);
    await response.arrayBuffer();
  }

  async get(key: string) {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) throw await this.failure(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string) {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await this.failure(response, `DELETE ${key}`);
    await response.arrayBuffer().catch(() => undefined);
  }
}
