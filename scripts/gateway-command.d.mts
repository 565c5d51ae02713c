/** scripts/gateway-command.mjs: a server image's command line without `node` (its V8 flags, then the script). */
export function imageArgs(root: string, server: 'gateway' | 'cloud-api'): string[];
/** The gateway image's command line without `node`. */
export function gatewayImageArgs(root: string): string[];
/** A server image's malloc settings (its `ENV MALLOC_…` lines), as `npm start` gives them to the server. */
export function imageAllocatorEnv(root: string, server: 'gateway' | 'cloud-api'): Record<string, string>;
