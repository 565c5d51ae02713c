import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension, QUERY_UPLOAD_MAX_BYTES, UPLOAD_KINDS, uploadAccept, uploadContentType, uploadFileName } from './uploads.js';

const KB = 1024;
const jpg = (size: number, name = 'scan.jpg') => ({ name, size, type: 'image/jpeg' });
const pdf = (size: number, name = 'degree.pdf') => ({ name, size, type: 'application/pdf' });

describe('application image sizes: 50 KB to 250 KB (spec part 3, sections 5.2, 5.5, 5.6)', () => {
  it.each(['certificate', 'transcripts', 'passport', 'nationalId', 'profilePhoto', 'paperForm'] as const)('%s accepts exactly 51200 and 256000 bytes', (kind) => {
    expect(checkUpload(kind, jpg(51_200))).toBeNull();
    expect(checkUpload(kind, jpg(256_000))).toBeNull();
  });
  it.each(['certificate', 'transcripts', 'passport', 'nationalId', 'profilePhoto', 'paperForm'] as const)('%s refuses 51199 and 256001 bytes', (kind) => {
    expect(checkUpload(kind, jpg(51_199))).toBe('file size is less than 50kb');
    expect(checkUpload(kind, jpg(256_001))).toBe('file size is greater than 250kb');
  });
  it('the limits are 50 and 250 times 1024 bytes', () => {
    expect(checkUpload('passport', jpg(50 * KB))).toBeNull();
    expect(checkUpload('passport', jpg(250 * KB))).toBeNull();
    expect(checkUpload('passport', jpg(250 * KB + 1))).toBe('file size is greater than 250kb');
  });
});

describe('wizard document types (spec part 3, sections 5.5 and 5.6)', () => {
  it('the signed-in certificate and transcripts may be PDF, in any case', () => {
    expect(checkUpload('certificate', pdf(100 * KB))).toBeNull();
    expect(checkUpload('transcripts', pdf(100 * KB, 'MARKS.PDF'))).toBeNull();
    expect(checkUpload('certificate', { name: 'degree.PNG', size: 100 * KB, type: 'image/png' })).toBeNull();
  });
  it('other types get the certificate and transcripts messages, ".png .pdf" without a comma', () => {
    const doc = { name: 'degree.docx', size: 100 * KB, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    expect(checkUpload('certificate', doc)).toBe('Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.');
    expect(checkUpload('transcripts', doc)).toBe('Transcripts Only images with .jpg, .jpeg, .png .pdf extension are allowed.');
  });
  it.each([
    ['passport', 'Passport Only images with .jpg, .jpeg, .png extension are allowed.'],
    ['nationalId', 'National ID Only images with .jpg, .jpeg, .png extension are allowed.'],
    ['profilePhoto', 'Profile (Passport size photo) Only images with .jpg, .jpeg, .png extension are allowed.'],
  ] as const)('%s takes images only and names itself in the message', (kind, message) => {
    expect(checkUpload(kind, pdf(100 * KB))).toBe(message);
    expect(checkUpload(kind, jpg(100 * KB, 'ME.JPEG'))).toBeNull();
    expect(checkUpload(kind, { name: 'me.png', size: 100 * KB, type: 'image/png' })).toBeNull();
  });
  it('pre-registration takes images only for the certificate and transcripts too (section 5.5)', () => {
    expect(checkUpload('certificate', pdf(100 * KB), { variant: 'preregistration' })).toBe('Certificate Only images with .jpg, .jpeg, .png extension are allowed.');
    expect(checkUpload('transcripts', pdf(100 * KB), { variant: 'preregistration' })).toBe('Transcripts Only images with .jpg, .jpeg, .png extension are allowed.');
    expect(checkUpload('transcripts', jpg(100 * KB), { variant: 'preregistration' })).toBeNull();
    expect(checkUpload('passport', pdf(100 * KB), { variant: 'preregistration' })).toBe('Passport Only images with .jpg, .jpeg, .png extension are allowed.');
  });
  it('size is checked before type, as the spec lists them', () => {
    expect(checkUpload('passport', pdf(10 * KB))).toBe('file size is less than 50kb');
    expect(checkUpload('passport', pdf(900 * KB))).toBe('file size is greater than 250kb');
  });
});

describe('paper form uploads (spec part 3, sections 5.1 and 5.2)', () => {
  it('take jpg, jpeg and png with the plain message', () => {
    expect(checkUpload('paperForm', { name: 'sign.png', size: 60 * KB, type: 'image/png' })).toBeNull();
    expect(checkUpload('paperForm', pdf(60 * KB))).toBe('Only images with .jpg, .jpeg, .png extension are allowed.');
    expect(checkUpload('paperForm', { name: 'sign.gif', size: 60 * KB, type: 'image/gif' })).toBe('Only images with .jpg, .jpeg, .png extension are allowed.');
  });
});

describe('query and complaint files (spec part 3, section 5.8)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['screen.png', 'image/png'],
    ['letter.pdf', 'application/pdf'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('%s is accepted, small or large', (name, type) => {
    expect(checkUpload('query', { name, size: 10, type })).toBeNull();
    expect(checkUpload('complaint', { name, size: QUERY_UPLOAD_MAX_BYTES, type })).toBeNull();
  });
  it('refuses other types, files over 5 MB and empty files, with the non-spec messages', () => {
    expect(checkUpload('query', { name: 'run.exe', size: 10, type: 'application/octet-stream' })).toBe('Only .jpg, .jpeg, .png, .pdf and .docx files are allowed.');
    expect(checkUpload('query', { name: 'old.doc', size: 10, type: 'application/msword' })).toBe('Only .jpg, .jpeg, .png, .pdf and .docx files are allowed.');
    expect(checkUpload('query', pdf(QUERY_UPLOAD_MAX_BYTES + 1))).toBe('file size is greater than 5mb');
    expect(checkUpload('query', pdf(0))).toBe('The file is empty');
  });
});

describe('content type against extension (docs/architecture.md invariant 4)', () => {
  it('a content type that contradicts the extension is refused', () => {
    expect(checkUpload('passport', { name: 'me.jpg', size: 100 * KB, type: 'application/pdf' })).toBe('Passport Only images with .jpg, .jpeg, .png extension are allowed.');
    expect(checkUpload('certificate', { name: 'degree.pdf', size: 100 * KB, type: 'text/html' })).toBe('Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.');
  });
  it('an empty content type stands for the extension’s, and parameters and case are ignored', () => {
    expect(checkUpload('passport', { name: 'me.jpg', size: 100 * KB, type: '' })).toBeNull();
    expect(checkUpload('passport', { name: 'me.jpg', size: 100 * KB, type: 'IMAGE/JPEG; q=1' })).toBeNull();
  });
  it('a name without an extension is refused', () => {
    expect(checkUpload('passport', { name: 'jpg', size: 100 * KB, type: 'image/jpeg' })).toBe('Passport Only images with .jpg, .jpeg, .png extension are allowed.');
  });
  it('a size that is not a number is refused as too small', () => {
    expect(checkUpload('passport', { name: 'me.jpg', size: Number.NaN, type: 'image/jpeg' })).toBe('file size is less than 50kb');
  });
  it('gives the content type to send from the extension, or null when the kind refuses it', () => {
    expect(uploadContentType('certificate', 'a.PDF')).toBe('application/pdf');
    expect(uploadContentType('certificate', 'a.pdf', { variant: 'preregistration' })).toBeNull();
    expect(uploadContentType('passport', 'a.jpeg')).toBe('image/jpeg');
    expect(uploadContentType('query', 'a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(fileExtension('photo.final.JPG')).toBe('jpg');
    expect(fileExtension('README')).toBe('');
  });
  it('every kind has an accept list for the file input', () => {
    expect(uploadAccept('certificate')).toBe('.jpg,.jpeg,.png,.pdf');
    expect(uploadAccept('certificate', { variant: 'preregistration' })).toBe('.jpg,.jpeg,.png');
    expect(uploadAccept('paperForm')).toBe('.jpg,.jpeg,.png');
    expect(uploadAccept('query')).toBe('.jpg,.jpeg,.png,.pdf,.docx');
    for (const kind of UPLOAD_KINDS) expect(uploadAccept(kind)).toMatch(/^\.\w+(,\.\w+)*$/);
  });
});

describe('stored upload names (spec part 3, section 7.2)', () => {
  it('put a number from 1000 to 9999 and a dash before the name', () => {
    expect(uploadFileName('degree.pdf', () => 0)).toBe('1000-degree.pdf');
    expect(uploadFileName('degree.pdf', () => 0.999999999)).toBe('9999-degree.pdf');
    expect(uploadFileName('degree.pdf', () => 0.5)).toBe('5500-degree.pdf');
  });
  it('stay in range even if the random source misbehaves', () => {
    expect(uploadFileName('a.png', () => 1)).toBe('9999-a.png');
    expect(uploadFileName('a.png', () => -0.5)).toBe('1000-a.png');
  });
  it('use Math.random by default', () => {
    for (let i = 0; i < 200; i++) expect(uploadFileName('x.jpg')).toMatch(/^[1-9]\d{3}-x\.jpg$/);
  });
});
