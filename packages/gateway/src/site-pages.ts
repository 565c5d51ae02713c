import { escapeHtml, ORGANISATION_NAME, SITE_PAGES, pageTitle, programPageId, programPagePath } from '@portal/domain';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { CloudClient } from './cloud/client.js';
import { Deadline } from './cloud/deadline.js';
import { CloudSession } from './cloud/session.js';
import { catalogueProgramIds, programPreview } from './modules/catalog/index.js';

/**
 * What crawlers and link previewers read without running the app (docs/decisions/176):
 * a program page's title, description and image as Open Graph and Twitter card tags in
 * its first HTML, `sitemap.xml` and `robots.txt`. Every absolute address is built from
 * PUBLIC_URL, never from the Host header.
 */

/** A page's preview, in plain text; `url` and `imageUrl` absolute. */
export type LinkPreview = { title: string; description: string; url: string; imageUrl: string | null };

/** An address for a tag: the image as the catalogue gives it when absolute, else on PUBLIC_URL; null when it is not an http(s) address. */
export function absoluteUrl(publicUrl: string, address: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The page's head tags: description, canonical address, Open Graph and a large-image Twitter card. */
export function previewTags(preview: LinkPreview): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ORGANISATION_NAME),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.imageUrl ? [meta('property', 'og:image', preview.imageUrl)] : []),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.imageUrl ? [meta('name', 'twitter:image', preview.imageUrl)] : []),
  ].join('');
}

/**
 * The page's HTML with the preview's tags in its head, in place of its own description and
 * title; a drawn page keeps the title its drawing gave it (the app's own, the same words).
 */
export function withPreview(html: string, preview: LinkPreview, options: { keepTitle?: boolean } = {}): string {
  if (!html.includes('</head>')) return html;
  const title = options.keepTitle ? '' : `<title>${escapeHtml(pageTitle(preview.title))}</title>`;
  // Replacements by function: a `$` in a program's name is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, (own) => (options.keepTitle ? own : ''))
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${title}${previewTags(preview)}</head>`);
}

export type SitePagesOptions = {
  publicUrl: string;
  cloudClient: CloudClient;
  logger: Logger;
  /** How long a page may wait for its preview's catalogue reads (PAGE_DRAW_BUDGET_MS). */
  budgetMs: number;
};

export type SitePages = {
  /** The preview of the page a request asks for, or null (not a program page, no such program, the catalogue too slow or failing). */
  previewOf: (req: Request) => Promise<LinkPreview | null>;
  router: Router;
};

export function sitePages(options: SitePagesOptions): SitePages {
  const { publicUrl } = options;
  const session = (req: Request, deadlineMs?: number) =>
    new CloudSession(options.cloudClient, {
      requestId: String(req.id ?? ''),
      logOf: {
        get log() {
          return req.log ?? options.logger;
        },
      },
      deadline: deadlineMs ? new Deadline(deadlineMs) : undefined,
    });

  const previewOf: SitePages['previewOf'] = async (req) => {
    const id = programPageId(req.path);
    if (id === null) return null;
    const program = await programPreview(session(req, options.budgetMs), id).catch((error: unknown) => {
      req.log?.debug({ err: error }, 'program page served without its link preview');
      return null;
    });
    if (!program) return null;
    const il = req.path.endsWith('/1') ? 1 : 0;
    return { title: program.name, description: program.description, url: `${publicUrl}${programPagePath(program.programId, il)}`, imageUrl: absoluteUrl(publicUrl, program.imageUrl) };
  };

  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    let programs: string[];
    try {
      programs = await catalogueProgramIds(session(req));
    } catch (error) {
      req.log?.warn({ err: error }, 'sitemap: the catalogue could not be read');
      res.status(503).setHeader('Retry-After', '300').type('text/plain').send('The sitemap is not available right now.');
      return;
    }
    const paths = [...Object.values(SITE_PAGES), ...programs.map((pid) => programPagePath(pid))];
    const urls = paths.map((path) => `<url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`).join('\n');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    // The API, the feeds and the signed media are not pages; the learner's own pages need a session anyway.
    res.type('text/plain').send(`User-agent: *\nDisallow: /graphql\nDisallow: /explorer\nDisallow: /calendar-feed/\nDisallow: /media/\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });
  return { previewOf, router };
}
