import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { explorerContentSecurityPolicy, type SecurityHeaderOptions } from './security-headers.js';

const DEFAULT_QUERY = `# The learner portal's API. Sign in on the portal first (the session cookie is
# sent from this page), or add an "Authorization": "Bearer <ID token>" header.
query Explorer {
  viewer {
    name
    email
    programs {
      title
      progressPercent
      startsAt
      candidateNumber
    }
  }
  programCatalog {
    levels {
      label
      programs {
        name
        duration
      }
    }
  }
}
`;

/** The CSP source of each inline <script> of a page: 'sha256-<base64>' of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => `sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}`);
}

/**
 * GET /explorer: GraphiQL as one self-contained page (scripts, styles and
 * workers inlined), so it works with no internet. It POSTs JSON, which
 * Apollo's CSRF prevention accepts, with the page's own cookies. Its
 * Content-Security-Policy allows its inline scripts by their hashes, taken
 * from the page as rendered, so a new GraphiQL release cannot drift from it.
 */
export function explorerHandler(security: SecurityHeaderOptions): RequestHandler {
  let explorer: Promise<{ page: string; csp: RequestHandler }> | undefined;
  return async (req, res, next) => {
    // Imported on first use, not at start: the module holds GraphiQL's whole
    // bundle as strings (about 32 MB of heap), which a replica whose explorer
    // nobody opens should not carry (docs/decisions/084-gateway-memory.md).
    explorer ??= import('@graphql-yoga/render-graphiql').then(({ renderGraphiQL }) => {
      const page = renderGraphiQL({
        endpoint: '/graphql',
        title: 'Learner portal · GraphQL explorer',
        method: 'POST',
        useGETForQueries: false,
        credentials: 'same-origin',
        defaultQuery: DEFAULT_QUERY,
        schemaDescription: true,
      });
      return { page, csp: explorerContentSecurityPolicy(security, inlineScriptHashes(page)) };
    });
    // A failed import is tried again by the next visit rather than remembered.
    explorer.catch(() => (explorer = undefined));
    let loaded: { page: string; csp: RequestHandler };
    try {
      loaded = await explorer;
    } catch (error) {
      return next(error);
    }
    loaded.csp(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(loaded.page);
    });
  };
}
