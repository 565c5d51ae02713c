/** The auth feature's sign-in modals, a chunk of their own (auth-dialog-host.tsx, use-prefetch-auth-dialogs.ts). */
export const loadAuthDialogs = () => import('../features/auth/auth-dialogs');
