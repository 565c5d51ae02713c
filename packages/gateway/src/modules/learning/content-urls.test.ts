import { describe, expect, it } from 'vitest';
import { MediaUrls } from '../../media/media-urls.js';
import { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';

describe('content addresses', () => {
  it('signs a page or a package on the content origin, any other file on our own, leaves an https address alone, and gives anything else no address', () => {
    const media = new MediaUrls('a-test-secret', () => 1_790_000_000_000, 'https://content.example');
    expect(storedContentUrl(media, 'course/lessons/lesson.html')).toMatch(/^https:\/\/content\.example\/media\/1790003600\.f\.[0-9a-f]{64}\/course\/lessons\/lesson\.html$/);
    expect(storedContentUrl(media, 'course/pkg/index.html', { package: true })).toMatch(/^https:\/\/content\.example\/media\/1790003600\.d2\.[0-9a-f]{64}\/course\/pkg\/index\.html$/);
    expect(storedContentUrl(media, 'course/media-lab/reading.pdf')).toMatch(/^\/media\/1790003600\.f\.[0-9a-f]{64}\/course\/media-lab\/reading\.pdf$/);
    expect(storedContentUrl(media, 'https://bucket.s3.amazonaws.com/org/lesson.html?X-Amz-Signature=1')).toBe('https://bucket.s3.amazonaws.com/org/lesson.html?X-Amz-Signature=1');
    expect(storedContentUrl(media, '')).toBeNull();
    expect(storedContentUrl(media, 'http://elsewhere.example/x.html')).toBeNull();
    expect(storedContentUrl(media, 'course/../secret.txt')).toBeNull();
    expect(storedContentUrl(media, '/assets/media/lesson.html')).toBeNull();
  });
  it.each(['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ?t=3', 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'])(
    'plays %s through youtube-nocookie',
    (url) => {
      expect(youtubeEmbedUrl(url)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    },
  );
  it('plays Vimeo with Do Not Track, and refuses what is not a video address of those sites', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(vimeoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(youtubeEmbedUrl('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(youtubeEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(vimeoEmbedUrl('https://vimeo.com.evil.example/1')).toBeNull();
  });
});
