/**
 * The public site as the gateway and the web app both name it: the university's name,
 * the title format of a page, and the addresses of the pages anyone may open (spec part 3,
 * section 2.1). The web app routes and links with these; the gateway lists them in
 * `sitemap.xml` and writes a program page's link-preview tags (docs/decisions/176).
 */

export const ORGANISATION_NAME = 'Demo Online University';

/** "Dashboard · Demo Online University"; the landing page is the university alone. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} · ${ORGANISATION_NAME}` : ORGANISATION_NAME;
}

/** The public pages without a parameter, as a visitor reaches them (spec part 3, section 2.1). */
export const SITE_PAGES = {
  landing: '/',
  onlineProgram: '/onlineProgram',
  aboutUniversity: '/aboutJssaher',
  aboutOnlineLearning: '/aboutOEP',
  contactUs: '/contactUs',
  quickTourPreLogin: '/quickTourPreLogin',
  postQueries: '/postquires',
} as const;

/** The program page's route (React Router's form). */
export const PROGRAM_PAGE_ROUTE = '/myProg/:pid/:il';

/** /myProg/{pid}/{il}: the program detail page (spec part 1, section 2); `il` 1 is the scholarship variant. */
export function programPagePath(pid: string, il: 0 | 1 = 0): string {
  return `/myProg/${encodeURIComponent(pid)}/${il}`;
}

/** The program id of a program page's path, or null when the path is not one. */
export function programPageId(pathname: string): string | null {
  const match = /^\/myProg\/([^/]+)\/[^/]+$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The query parameter of the landing page that names where Login returns to (`/?next=/certificates`). */
export const RETURN_PATH_PARAM = 'next';

/**
 * A path of this portal, as the router may follow it, or null for anything that could
 * leave the portal: an absolute address (`https://…`, `javascript:`), a host without a
 * scheme (`//host`), a backslash (which browsers read as a slash: `/\host`), a control
 * character or a space (browsers drop tabs and line breaks: `/\t/host`). The path is
 * resolved against a stand-in origin, so a path that ends elsewhere (`/..//host`) is
 * refused too. The one check for every address the portal is handed and then follows
 * (a sign-in's return path, a notification's link; issue 31: an open redirect).
 */
export function portalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'https://portal.invalid';
  try {
    const url = new URL(value, base);
    // Dots may resolve '/..//host' to the path '//host': a browser reads that as another host.
    return url.origin === base && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
