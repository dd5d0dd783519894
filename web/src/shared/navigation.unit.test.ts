import { describe, expect, it } from 'vitest';
import { loginUrlWithRedirect, safeRedirect } from './navigation.ts';

describe('redirects', () => {
  it('carry the path and query to the right login page', () => {
    expect(loginUrlWithRedirect('/manage/myinfo?a=1')).toBe('/login?redirect=%2Fmanage%2Fmyinfo%3Fa%3D1');
    expect(loginUrlWithRedirect('/admin/sms')).toBe('/admin/login?redirect=%2Fadmin%2Fsms');
  });
  it('follow only same-site paths', () => {
    expect(safeRedirect('/manage/index', '/')).toBe('/manage/index');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('/\\evil.example', '/')).toBe('/');
    expect(safeRedirect(null, '/admin')).toBe('/admin');
  });
});
