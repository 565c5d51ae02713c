import type { RequestHandler } from 'express';

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

/**
 * GET /explorer: GraphiQL as one self-contained page (scripts, styles and
 * workers inlined), so it works with no internet. It POSTs JSON, which
 * Apollo's CSRF prevention accepts, with the page's own cookies.
 */
export function explorerHandler(): RequestHandler {
  let page: Promise<string> | undefined;
  return async (_req, res) => {
    // Imported on first use, not at start: the module holds GraphiQL's whole
    // bundle as strings (about 32 MB of heap), which a replica whose explorer
    // nobody opens should not carry (docs/decisions/084-gateway-memory.md).
    page ??= import('@graphql-yoga/render-graphiql').then(({ renderGraphiQL }) =>
      renderGraphiQL({
        endpoint: '/graphql',
        title: 'Learner portal · GraphQL explorer',
        method: 'POST',
        useGETForQueries: false,
        credentials: 'same-origin',
        defaultQuery: DEFAULT_QUERY,
        schemaDescription: true,
      }),
    );
    // A failed import is tried again by the next visit rather than remembered.
    page.catch(() => (page = undefined));
    const html = await page;
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
