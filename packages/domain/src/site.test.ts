import { describe, expect, it } from 'vitest';
import { pageTitle, programPageId, programPagePath } from './site.js';

describe('the public site\u2019s names', () => {
  it('a page is titled by its name and the university; the landing page by the university alone', () => {
    expect(pageTitle('Dashboard')).toBe('Dashboard · Demo Online University');
    expect(pageTitle()).toBe('Demo Online University');
  });

  it('a program page\u2019s path gives back its program id, and no other path does', () => {
    expect(programPageId(programPagePath('101'))).toBe('101');
    expect(programPageId(programPagePath('a b', 1))).toBe('a b');
    for (const path of ['/myProg/101', '/myProg/101/0/x', '/dashboard', '/myProg/%E0%A4%A/0']) expect(programPageId(path), path).toBeNull();
  });
});
