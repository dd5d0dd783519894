import type { Config } from '../../config.ts';

/**
 * The absolute address of a web path, for links that leave the site (an SMS): PUBLIC_URL when set,
 * else the address the server listens on (a wildcard host is reached through the loopback).
 */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>, path: string): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const base = config.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
