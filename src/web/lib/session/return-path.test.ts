import { describe, expect, it } from 'vitest';
import { authPathFor, isServerPage, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('returns to a page of ours, with its query', () => {
    expect(safeReturnPath('/projects/12')).toBe('/projects/12');
    expect(safeReturnPath('/developers?skills=Go&available=true')).toBe(
      '/developers?skills=Go&available=true',
    );
  });

  it('falls back for nothing, other sites and the sign-in page itself', () => {
    for (const next of [
      null,
      '',
      'projects',
      'https://evil.example',
      '//evil.example',
      '/auth',
      '/auth?next=/x',
    ]) {
      expect(safeReturnPath(next), String(next)).toBe('/dashboard');
    }
    expect(safeReturnPath(null, '/profile')).toBe('/profile');
  });

  it('refuses backslashes, which browsers read as slashes (/\\evil.example is //evil.example)', () => {
    for (const next of ['/\\evil.example', '/\\\\evil.example', '/projects\\..\\..\\x']) {
      expect(safeReturnPath(next), next).toBe('/dashboard');
    }
    // Encoded, it is only a character of a path of ours.
    expect(safeReturnPath('/developers/%5Cx')).toBe('/developers/%5Cx');
  });

  it('refuses control characters, which browsers strip (/\\t/evil.example is //evil.example)', () => {
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/x',
      '/\u0000x',
      '/x\u007f',
      '/\u0085x',
    ]) {
      expect(safeReturnPath(next), JSON.stringify(next)).toBe('/dashboard');
    }
  });

  it('round-trips what authPathFor sends to the sign-in page', () => {
    const auth = authPathFor({ pathname: '/payment/bid/7', search: '?from=mail' });
    const next = new URLSearchParams(auth.split('?')[1]).get('next');
    expect(safeReturnPath(next)).toBe('/payment/bid/7?from=mail');
  });
});

describe('isServerPage', () => {
  it("names the sandbox's hosted pages, which the browser loads, not the app's router", () => {
    expect(isServerPage('/sandbox/checkout/cs_sandbox_1a')).toBe(true);
    expect(isServerPage('/sandbox/onboarding/al_sandbox_1a')).toBe(true);
    expect(safeReturnPath('/sandbox/checkout/cs_sandbox_1a')).toBe(
      '/sandbox/checkout/cs_sandbox_1a',
    );
    for (const path of ['/dashboard', '/payment/bid/7', '/sandboxes', '/projects/1'])
      expect(isServerPage(path), path).toBe(false);
  });
});
