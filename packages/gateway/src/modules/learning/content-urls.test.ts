import { describe, expect, it } from 'vitest';
import { ownOriginContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';

describe('content addresses', () => {
  it('serves the cloud API\u2019s signed content on the portal\u2019s own origin, and leaves other addresses alone', () => {
    const sig = 'ab'.repeat(32);
    expect(ownOriginContentUrl(`http://127.0.0.1:4010/content/1790000000/${sig}/media/lesson.html`)).toBe(`/content/1790000000/${sig}/media/lesson.html`);
    expect(ownOriginContentUrl('https://bucket.s3.amazonaws.com/org/lesson.html?X-Amz-Signature=1')).toBe('https://bucket.s3.amazonaws.com/org/lesson.html?X-Amz-Signature=1');
    expect(ownOriginContentUrl('')).toBeNull();
  });
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?t=3',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  ])('plays %s through youtube-nocookie', (url) => {
    expect(youtubeEmbedUrl(url)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });
  it('plays Vimeo with Do Not Track, and refuses what is not a video address of those sites', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(vimeoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(youtubeEmbedUrl('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(youtubeEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(vimeoEmbedUrl('https://vimeo.com.evil.example/1')).toBeNull();
  });
});
