/**
 * The two things the session does with what is saved offline (issue 34; docs/decisions/333),
 * loaded with import() by lib/session.tsx and the sign-out, and by nothing else: a chunk of its
 * own, apart from the entry.
 */
export { claimOfflineData, wipeOfflineData } from './store';
