import { describe, expect, it } from 'vitest';
import { absoluteUrl, previewTags, withPreview, type LinkPreview } from './site-pages.js';

const PREVIEW: LinkPreview = {
  title: 'Data "Analytics" <Pro> & $1 More',
  description: 'Learn <b>"everything"</b> & more',
  url: 'https://learn.university.example/myProg/101/0',
  imageUrl: 'https://cdn.university.example/programs/101.png',
};
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Demo Online University — the learner portal" /><title>Demo Online University</title></head><body><div id="root"></div></body></html>';

/** The content of a meta tag, read back as a browser would (entities decoded). */
function content(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const value = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return value?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

describe('link preview tags (docs/decisions/176)', () => {
  it('carry the title, description, address and image as Open Graph and a large-image Twitter card, escaped', () => {
    const html = withPreview(PAGE, PREVIEW);
    expect(content(html, 'property', 'og:title')).toBe(PREVIEW.title);
    expect(content(html, 'property', 'og:description')).toBe(PREVIEW.description);
    expect(content(html, 'property', 'og:url')).toBe(PREVIEW.url);
    expect(content(html, 'property', 'og:image')).toBe(PREVIEW.imageUrl);
    expect(content(html, 'property', 'og:type')).toBe('website');
    expect(content(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(html, 'name', 'twitter:title')).toBe(PREVIEW.title);
    expect(content(html, 'name', 'twitter:description')).toBe(PREVIEW.description);
    expect(content(html, 'name', 'twitter:image')).toBe(PREVIEW.imageUrl);
    expect(content(html, 'name', 'description')).toBe(PREVIEW.description);
    // One title and one description, the program's, in place of the site's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Data &quot;Analytics&quot; &lt;Pro&gt; &amp; $1 More · Demo Online University</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Nothing the catalogue says can open a tag or end an attribute.
    const head = /<head>(.*)<\/head>/.exec(html)![1];
    expect(head).not.toContain('<Pro>');
    expect(head).not.toContain('<b>');
    // Take away the tags themselves: no `<` or `>` is left, so no value opened or closed one.
    expect(head.replace(/<(meta|link) [^<>]*>|<\/?title>/g, '')).not.toMatch(/[<>]/);
  });

  it('a drawn page keeps its own title', () => {
    const html = withPreview(PAGE.replace('<title>Demo Online University</title>', '<title>Drawn · Demo</title>'), PREVIEW, { keepTitle: true });
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Drawn · Demo</title>']);
    expect(content(html, 'property', 'og:title')).toBe(PREVIEW.title);
  });

  it('without an image, a summary card and no image tags', () => {
    const tags = previewTags({ ...PREVIEW, imageUrl: null });
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toMatch(/og:image|twitter:image/);
  });

  it('an image address is absolute: on PUBLIC_URL when the catalogue gives a path, refused when it is not http(s)', () => {
    expect(absoluteUrl('https://learn.example', '/assets/p.png')).toBe('https://learn.example/assets/p.png');
    expect(absoluteUrl('https://learn.example', 'https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
    expect(absoluteUrl('https://learn.example', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://learn.example', '')).toBeNull();
  });
});
