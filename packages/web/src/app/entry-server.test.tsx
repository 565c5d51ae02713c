import { describe, expect, it } from 'vitest';
import { DRAWN_PAGES, isBootRequests, isDrawing, serverEntryProblems, type DrawnPage, type ServerEntry } from '@portal/contract/page-drawing';
import * as entry from './entry-server';

// The web app's side of its contract with the gateway (docs/decisions/200). A change here
// that the gateway would only find in production (a task renamed, a drawing of another
// shape, a drawn page whose boot does not ask its query) fails `npm test` twice: tsc
// below, and these tests at run time. The built dist-server/ is checked the same way by
// scripts/check-production-build.mjs.

// Type level: the module as a whole is a ServerEntry (tsc -p packages/web fails otherwise).
const typed: ServerEntry = entry;

/** Per drawn screen, an address of it and the query its boot asks beside Session. Typed by the contract's screens: a new one fails tsc until it is here. */
const SAMPLES: Record<DrawnPage['screen'], { url: string; query: string }> = {
  dashboard: { url: '/dashboard', query: 'Dashboard' },
  course: { url: '/course?course=101203&unit=obj-101031-1', query: 'CoursePage' },
  programDetail: { url: '/myProg/5/0', query: 'ProgramDetail' },
  verifyCertificate: { url: '/verify/abcdefghijklmnopqrstuvwx23', query: 'CertificateVerification' },
};

describe('the server entry (the gateway draws pages with it)', () => {
  it('exports every function of the contract', () => {
    expect(serverEntryProblems(entry)).toEqual([]);
    expect(serverEntryProblems({ ...entry, drawTask: undefined })).toEqual(['the server entry does not export a function drawTask']);
  });

  it.each(DRAWN_PAGES.map(([, page]) => page))('asks, for the drawn $screen page, the session and the screen query, as request bodies the gateway can run', async (page) => {
    const sample = SAMPLES[page.screen];
    const [path] = DRAWN_PAGES.find(([, listed]) => listed === page) ?? [];
    expect(path?.test(new URL(sample.url, 'http://x').pathname)).toBe(true);
    const bodies = await typed.askTask({ url: sample.url });
    expect(isBootRequests(bodies)).toBe(true);
    expect(Object.keys(bodies).sort()).toEqual(['Session', sample.query].sort());
  });

  it('asks nothing for a page the gateway does not draw', async () => {
    expect(await typed.askTask({ url: '/myPrograms' })).toEqual({});
  });

  it('draws a program page from its answers, and no learner page for nobody', async () => {
    const bodies = await typed.askTask({ url: SAMPLES.programDetail.url });
    const answers = Object.fromEntries(Object.keys(bodies).map((name) => [name, name === 'Session' ? { data: { viewer: null } } : { data: { viewer: null, program: null } }]));
    const drawing = await typed.drawTask({ url: SAMPLES.programDetail.url, answers });
    expect(isDrawing(drawing)).toBe(true);
    expect(drawing?.html).toContain('<');
    expect(await typed.drawTask({ url: SAMPLES.dashboard.url, answers: { Session: { data: { viewer: null } }, Dashboard: { data: null } } })).toBeNull();
  });

  it("draws a verification page with the certificate's public facts, for anyone", async () => {
    const bodies = await typed.askTask({ url: SAMPLES.verifyCertificate.url });
    expect(JSON.parse(bodies.CertificateVerification ?? '{}')).toMatchObject({ variables: { code: 'abcdefghijklmnopqrstuvwx23' } });
    const check = { __typename: 'CertificateVerification', status: 'VALID', learnerName: 'Asha Raman', courseTitle: 'Financial Accounting', issuedOn: '2026-11-20', issuer: 'Demo Online University' };
    const drawing = await typed.drawTask({
      url: SAMPLES.verifyCertificate.url,
      answers: { Session: { data: { viewer: null } }, CertificateVerification: { data: { certificateVerification: check } } },
    });
    expect(isDrawing(drawing)).toBe(true);
    for (const fact of ['This certificate is valid', 'Asha Raman', 'Financial Accounting', '20 Nov 2026', 'Demo Online University', 'Valid']) expect(drawing?.html).toContain(fact);
    expect(drawing?.title).toContain('Verify a certificate');
    // A code that names nothing is drawn as quietly as the browser says it.
    const unknown = { __typename: 'CertificateVerification', status: 'NOT_FOUND', learnerName: null, courseTitle: null, issuedOn: null, issuer: null };
    const quiet = await typed.drawTask({
      url: SAMPLES.verifyCertificate.url,
      answers: { Session: { data: { viewer: null } }, CertificateVerification: { data: { certificateVerification: unknown } } },
    });
    expect(quiet?.html).toContain('No such certificate');
  });

  it('draws a public page at build time as a drawing', async () => {
    const drawing = await typed.drawPublicPage({ url: '/aboutOEP' });
    expect(isDrawing(drawing)).toBe(true);
    expect(drawing.html).toMatch(/<h1[\s>]/);
    expect(drawing.title).not.toBe('');
  });
});
