/**
 * The separate admin login the Login modal links to (spec part 1, sections 1 and 2:
 * "admin login link (external)"; the admin area itself is not shown). Set at build
 * time with VITE_ADMIN_LOGIN_URL; see docs/decisions/023-admin-login-link.md.
 */
export const ADMIN_LOGIN_URL: string = import.meta.env.VITE_ADMIN_LOGIN_URL || 'https://admin.demo.university/';
