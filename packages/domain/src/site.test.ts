import { describe, expect, it } from 'vitest';
import { pageTitle, portalPath, programPageId, programPagePath } from './site.js';

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

describe('a path of the portal (issue 31: where Login returns to, and no open redirect)', () => {
  it('keeps a path of the portal with its query and fragment', () => {
    expect(portalPath('/certificates')).toBe('/certificates');
    expect(portalPath('/course?course=101202&tab=discussion')).toBe('/course?course=101202&tab=discussion');
    expect(portalPath('/MyPrograms/programs?program=3012#top')).toBe('/MyPrograms/programs?program=3012#top');
  });

  it('refuses every address that could leave the portal', () => {
    const hostile = [
      'https://evil.example/',
      'http://evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '//evil.example/certificates',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /certificates',
      'certificates',
      'evil.example/certificates',
      '',
      null,
      undefined,
    ];
    for (const value of hostile) expect(portalPath(value), String(value)).toBeNull();
  });

  it('resolves dots within the portal and never past its origin', () => {
    expect(portalPath('/a/../certificates')).toBe('/certificates');
    // '/..//host' resolves to the path '//host', which a browser would read as another host.
    expect(portalPath('/..//evil.example')).toBeNull();
    expect(portalPath('/a/..//evil.example')).toBeNull();
  });
});
