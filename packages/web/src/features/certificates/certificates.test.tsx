import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import CertificatesPage from './certificates-page';
import VerifyCertificatePage from './verify-page';

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
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [] } } });
    expect(await screen.findByText('No Data')).toBeVisible();
  });

  it('shows each certificate with its image; Preview opens a dialog titled with its name, with Download', async () => {
    renderWithApp(<CertificatesPage />, { route: '/certificates', respond: (op) => session(op) ?? { data: { certificates: [certificate] } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'SQL Fundamentals' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Certificate of completion of SQL Fundamentals' })).toHaveAttribute('src', certificate.imageUrl);
    expect(screen.getByRole('link', { name: /Download.*\(PDF\)/ })).toHaveAttribute('href', certificate.pdfUrl);
    expect(screen.getByRole('link', { name: /Signed credential/ })).toHaveAttribute('href', certificate.credentialUrl);
    await userEvent.setup().click(screen.getByRole('button', { name: /Preview/ }));
    expect(await screen.findByRole('dialog', { name: 'SQL Fundamentals' })).toBeVisible();
  });
});

describe('the public verification page', () => {
  it('shows only name, course, date, issuer and status of a valid certificate', async () => {
    verifyAt({ status: 'VALID', learnerName: 'Meera Iyer', courseTitle: 'SQL Fundamentals', issuedOn: '2026-11-27', issuer: 'Demo Online University' });
    expect(await screen.findByRole('heading', { name: 'This certificate is valid' })).toBeVisible();
    for (const text of ['Meera Iyer', 'SQL Fundamentals', '27 November 2026', 'Demo Online University', 'Valid']) expect(screen.getByText(text)).toBeVisible();
  });

  it('says a revoked certificate was revoked', async () => {
    verifyAt({ status: 'REVOKED', learnerName: 'Meera Iyer', courseTitle: 'SQL Fundamentals', issuedOn: '2026-11-27', issuer: 'Demo Online University' });
    expect(await screen.findByRole('heading', { name: 'This certificate was revoked' })).toBeVisible();
  });

  it('says only "No such certificate" for a code that names none', async () => {
    verifyAt({ status: 'NOT_FOUND', learnerName: null, courseTitle: null, issuedOn: null, issuer: null });
    expect(await screen.findByRole('heading', { name: 'No such certificate' })).toBeVisible();
  });
});
