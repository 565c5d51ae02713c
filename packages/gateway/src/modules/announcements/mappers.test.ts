import { describe, expect, it } from 'vitest';
import type { AnnouncementEntry } from '@portal/contract';
import { MediaUrls } from '../../media/media-urls.js';
import { announcementContentUrl, announcementFileName, announcementKind, announcementLinkUrl, announcementsOfBatch } from './mappers.js';

const media = new MediaUrls('test secret', () => 1_800_000_000_000, 'https://content.example');
const entry = (fields: Partial<AnnouncementEntry>): AnnouncementEntry => ({
  type: 'text',
  title: 'T',
  description: '',
  sdate: 1_700_000_000,
  ...fields,
});

describe('announcement kinds (spec part 3, section 3.8)', () => {
  it.each([
    ['text', 'TEXT'],
    ['file', 'FILE'],
    ['web', 'WEB'],
    ['video', 'VIDEO'],
    ['audio', 'AUDIO'],
    ['image', 'IMAGE'],
    ['pdf', 'PDF'],
    ['html', 'HTML'],
    ['Interactivity', 'INTERACTIVITY'],
    ['vimeo', 'VIMEO'],
    ['youtube', 'YOUTUBE'],
  ])('reads %s as %s', (type, kind) => {
    expect(announcementKind({ type, otype: null })).toBe(kind);
  });

  it('reads a type in another case, falls back on otype, and reads a word the spec does not list as TEXT', () => {
    expect(announcementKind({ type: ' YouTube ', otype: null })).toBe('YOUTUBE');
    expect(announcementKind({ type: '', otype: 'pdf' })).toBe('PDF');
    expect(announcementKind({ type: 'podcast', otype: 'podcast' })).toBe('TEXT');
  });
});

describe('what an announcement opens', () => {
  it('signs a stored file on the portal and a stored page on the content origin', () => {
    expect(announcementContentUrl(media, entry({ type: 'video', mfname: 'course/a/v.webm' }))).toMatch(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\/a\/v\.webm$/);
    expect(announcementContentUrl(media, entry({ type: 'html', mfname: 'course/a/page.html' }))).toMatch(/^https:\/\/content\.example\/media\/.+\/course\/a\/page\.html$/);
    expect(announcementContentUrl(media, entry({ type: 'Interactivity', mfname: 'course/a/tool.htm' }))).toMatch(/^https:\/\/content\.example\//);
  });

  it('opens no html or interactivity that is not a page, nor anything from a key that is not one', () => {
    expect(announcementContentUrl(media, entry({ type: 'html', mfname: 'course/a/v.svg' }))).toBeNull();
    expect(announcementContentUrl(media, entry({ type: 'pdf', mfname: '../../etc/passwd' }))).toBeNull();
    expect(announcementContentUrl(media, entry({ type: 'image', mfname: 'javascript:alert(1)' }))).toBeNull();
    expect(announcementContentUrl(media, entry({ type: 'video', mfname: 'http://plain.example/v.webm' }))).toBeNull();
    expect(announcementContentUrl(media, entry({ type: 'pdf', mfname: null }))).toBeNull();
  });

  it('passes an https file another host serves unchanged', () => {
    expect(announcementContentUrl(media, entry({ type: 'html', mfname: 'https://cdn.example/page' }))).toBe('https://cdn.example/page');
  });

  it('finds a video site\u2019s privacy-enhanced player in the link, the embed code or the file name', () => {
    expect(announcementContentUrl(media, entry({ type: 'youtube', weburl: 'https://youtu.be/aqz-KE-bpKQ' }))).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(
      announcementContentUrl(
        media,
        entry({
          type: 'youtube',
          embeddedcode: '<iframe width="560" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=x&amp;t=3"></iframe>',
        }),
      ),
    ).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(announcementContentUrl(media, entry({ type: 'vimeo', embeddedcode: 'https://vimeo.com/76979871' }))).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(
      announcementContentUrl(
        media,
        entry({
          type: 'vimeo',
          weburl: 'https://example.com/not-vimeo',
          mfname: 'https://player.vimeo.com/video/1',
        }),
      ),
    ).toBe('https://player.vimeo.com/video/1?dnt=1');
    // An embed code of another site is not framed.
    expect(
      announcementContentUrl(
        media,
        entry({
          type: 'youtube',
          embeddedcode: '<iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
        }),
      ),
    ).toBeNull();
  });

  it('opens nothing for text and web', () => {
    expect(announcementContentUrl(media, entry({ type: 'text', mfname: 'course/a/v.webm' }))).toBeNull();
    expect(announcementContentUrl(media, entry({ type: 'web', weburl: 'https://library.example' }))).toBeNull();
  });

  it('names a file after the last part of its key, for files only', () => {
    expect(announcementFileName(entry({ type: 'file', mfname: 'announcement/5021/Lab%20record.docx' }))).toBe('Lab record.docx');
    expect(announcementFileName(entry({ type: 'pdf', mfname: 'course/a/b.pdf' }))).toBeNull();
  });
});

describe('an announcement\u2019s web link', () => {
  it('is offered when http or https, but not a second time when it is the video the player plays', () => {
    expect(announcementLinkUrl(entry({ type: 'web', weburl: 'https://library.example' }))).toBe('https://library.example');
    expect(announcementLinkUrl(entry({ type: 'web', weburl: 'javascript:alert(1)' }))).toBeNull();
    expect(announcementLinkUrl(entry({ type: 'youtube', weburl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }))).toBeNull();
    expect(announcementLinkUrl(entry({ type: 'vimeo', weburl: 'https://example.org/slides', embeddedcode: 'https://vimeo.com/1' }))).toBe('https://example.org/slides');
  });
});

describe('one batch out of an answer', () => {
  it('keeps only the batch asked for, newest first', () => {
    const groups = [
      {
        tid: 1,
        bpid: 10,
        json: [entry({ title: 'old', sdate: 1 }), entry({ title: 'new', sdate: 3 })],
      },
      { tid: 2, bpid: 20, json: [entry({ title: 'other', sdate: 2 })] },
    ];
    expect(announcementsOfBatch(groups, 10).map((a) => a.entry.title)).toEqual(['new', 'old']);
    expect(announcementsOfBatch(groups, 30)).toEqual([]);
  });
});
