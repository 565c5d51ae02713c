import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import CertificatesPage from './certificates-page';
import VerifyCertificatePage from './verify-page';
import { downloadCertificate } from './certificate-download';

const CODE = 'abcdefghijklmnopqrstuvwx23';
const certificate = {
  __typename: 'Certificate',
  id: CODE,
  courseTitle: 'SQL Fundamentals',
  programTitle: 'Certificate in Data Analytics',
  issuedAt: '2026-11-27T06:00:00.000Z',
  status: 'VALID',
  verifyUrl: `http://portal.test/verify/${CODE}`,
  imageUrl: 'http://files.test/c.png',
  pdfUrl: 'http://files.test/c.pdf',
  credentialUrl: 'http://files.test/c.jwt',
};

const session = (op: Parameters<Responder>[0]) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : null);

function verifyAt(check: Record<string, unknown>) {
  renderWithApp(
    <Routes>
      <Route path="/verify/:code" element={<VerifyCertificatePage />} />
    </Routes>,
    { route: `/verify/${CODE}`, respond: (op) => session(op) ?? { data: { certificateVerification: { __typename: 'CertificateVerification', ...check } } } },
  );
}

describe('the Certificates screen (spec part 3, 2.15)', () => {
  it('says "No Data" when there are none', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [], programCertificates: [] } } });
    expect(await screen.findByText('No Data')).toBeVisible();
  });

  it('shows each certificate with its image; Preview opens a dialog titled with its name, with Download', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [certificate], programCertificates: [] } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'SQL Fundamentals' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Certificate of completion of SQL Fundamentals' })).toHaveAttribute('src', certificate.imageUrl);
    expect(screen.getByRole('link', { name: 'PDF of SQL Fundamentals' })).toHaveAttribute('href', certificate.pdfUrl);
    expect(screen.getByRole('link', { name: /Signed credential/ })).toHaveAttribute('href', certificate.credentialUrl);
    await userEvent.setup().click(screen.getByRole('button', { name: /Preview/ }));
    expect(await screen.findByRole('dialog', { name: 'SQL Fundamentals' })).toBeVisible();
  });

  it('Download saves the image as certificate.png from the card and from the preview, with the PDF and the credential beside it (issue 31)', async () => {
    const fetched: string[] = [];
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (fetched.push(url), new Response(new Blob(['png']), { status: 200 }))),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [certificate], programCertificates: [] } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download SQL Fundamentals (PNG)' }));
    await waitFor(() => expect(saved).toEqual(['certificate.png']));
    await user.click(screen.getByRole('button', { name: /Preview/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SQL Fundamentals' });
    await user.click(within(dialog).getByRole('button', { name: 'Download SQL Fundamentals (PNG)' }));
    await waitFor(() => expect(saved).toEqual(['certificate.png', 'certificate.png']));
    expect(fetched).toEqual([certificate.imageUrl, certificate.imageUrl]);
    expect(within(dialog).getByRole('link', { name: 'PDF of SQL Fundamentals' })).toHaveAttribute('href', certificate.pdfUrl);
    expect(within(dialog).getByRole('link', { name: /Signed credential/ })).toHaveAttribute('download');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('the preview on a phone (issue 31): full size and zoom, by keyboard and screen reader', () => {
  it('zooms with the buttons and with + and - on the image, says the zoom, and opens the image full size', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [certificate], programCertificates: [] } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Preview/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SQL Fundamentals' });
    const image = within(dialog).getByRole('img', { name: 'Certificate of completion of SQL Fundamentals' });
    const region = within(dialog).getByRole('region', { name: /^Certificate of completion of SQL Fundamentals, zoom 100%/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(image.style.width).toBe('150%');
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    region.focus();
    await user.keyboard('+');
    expect(image.style.width).toBe('200%');
    expect(region).toHaveAccessibleName(/zoom 200%/);
    await user.keyboard('-');
    expect(image.style.width).toBe('150%');
    await user.click(within(dialog).getByRole('button', { name: 'Fit' }));
    expect(image.style.width).toBe('100%');
    const full = within(dialog).getByRole('link', { name: /Open full size/ });
    expect(full).toHaveAttribute('href', certificate.imageUrl);
    expect(full).toHaveAttribute('target', '_blank');
  });
});

// ---- profile (issue 20): the program certificates of the profile's cert list ----
const programCertificate = (id: string, name: string | null) => ({ __typename: 'ProgramCertificate', id, name, imageUrl: `/media/x.f.sig/programcertificates/${id}.png` });

describe('program certificates beside course certificates (spec part 3, 2.15 and 3.11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both kinds; a named one previews under its name, an unnamed one as "Certificate Preview", each with its image, a close button and Download', async () => {
    renderWithApp(<CertificatesPage />, {
      route: '/certificates',
      respond: (op) => session(op) ?? { data: { certificates: [certificate], programCertificates: [programCertificate('1', 'Orientation Programme'), programCertificate('2', null)] } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Orientation Programme' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'SQL Fundamentals' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview Orientation Programme' }));
    const named = await screen.findByRole('dialog', { name: 'Orientation Programme' });
    expect(named).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Preview Certificate Preview' }));
    const unnamed = await screen.findByRole('dialog', { name: 'Certificate Preview' });
    expect(unnamed.querySelector('img')).toHaveAttribute('src', '/media/x.f.sig/programcertificates/2.png');
    expect(screen.getAllByRole('button', { name: 'Download Certificate Preview (PNG)' }).length).toBeGreaterThan(0);
  });

  it('says "No Data" only when there is neither kind', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [], programCertificates: [programCertificate('1', null)] } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificate' })).toBeVisible();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('shows a loading overlay with a spinner while the list loads', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? new Promise(() => undefined) });
    expect(await screen.findByText('Loading your certificates')).toBeVisible();
  });

  it('downloads the image as certificate.png, and words a refused download', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['png']), { status: 200 })),
    );
    await downloadCertificate('/media/a.png', (_blob, name) => saved.push(name));
    expect(saved).toEqual(['certificate.png']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404, statusText: 'Not Found' })),
    );
    await expect(downloadCertificate('/media/a.png', () => undefined)).rejects.toThrow('Download failed: Not Found');
  });
});

describe('the public verification page', () => {
  it('shows only name, course, date, issuer and status of a valid certificate', async () => {
    verifyAt({ status: 'VALID', learnerName: 'Meera Iyer', courseTitle: 'SQL Fundamentals', issuedOn: '2026-11-27', issuer: 'Demo Online University' });
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeVisible();
    for (const text of ['Meera Iyer', 'SQL Fundamentals', '27 Nov 2026', 'Demo Online University', 'Valid']) expect(screen.getByText(text)).toBeVisible();
    // Each value under its own label, in this order.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Course', 'Date', 'Issuer', 'Status']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Meera Iyer', 'SQL Fundamentals', '27 Nov 2026', 'Demo Online University', 'Valid']);
  });

  it('says a revoked certificate was revoked', async () => {
    verifyAt({ status: 'REVOKED', learnerName: 'Meera Iyer', courseTitle: 'SQL Fundamentals', issuedOn: '2026-11-27', issuer: 'Demo Online University' });
    expect(await screen.findByRole('heading', { name: 'This certificate was revoked' })).toBeVisible();
    expect(screen.getByText('Revoked')).toBeVisible();
  });

  it('says only "No such certificate" for a code that names none', async () => {
    verifyAt({ status: 'NOT_FOUND', learnerName: null, courseTitle: null, issuedOn: null, issuer: null });
    expect(await screen.findByRole('heading', { name: 'No such certificate' })).toBeVisible();
  });
});
