/** scripts/gateway-command.mjs: the gateway image's command line without `node` (its V8 flags, then the script). */
export function gatewayImageArgs(root: string): string[];
