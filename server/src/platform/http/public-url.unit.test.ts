import { describe, expect, it } from 'vitest';
import { publicUrl } from './public-url.ts';

describe('publicUrl', () => {
  it('joins a web path to PUBLIC_URL', () => {
    const config = { PUBLIC_URL: 'https://mall.example.cn', HOST: '0.0.0.0', PORT: 3000 };
    expect(publicUrl(config, '/orderShare/abc')).toBe('https://mall.example.cn/orderShare/abc');
  });

  it('falls back to the listening address, a wildcard host through the loopback', () => {
    expect(publicUrl({ HOST: '0.0.0.0', PORT: 3000 }, '/orderShare/abc')).toBe('http://127.0.0.1:3000/orderShare/abc');
    expect(publicUrl({ HOST: 'localhost', PORT: 8080 }, '/x')).toBe('http://localhost:8080/x');
  });
});
