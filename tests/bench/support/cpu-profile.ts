/**
 * A V8 CPU profile (`node --cpu-prof`) summed up by where the time went: npm packages, Node's
 * own modules, the gateway's code, garbage collection, V8's native code. Used by
 * tests/bench/profile.ts (docs/decisions/208).
 */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Where a frame's code lives: an npm package, a Node module, the gateway, or V8 itself. */
function groupOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'native, outside JavaScript (system calls, libuv, V8)';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(root)') return '(root)';
    return 'V8 built-ins (JSON, RegExp, Map…) and native bindings';
  }
  const packageAt = url.lastIndexOf('/node_modules/');
  if (packageAt !== -1) {
    const [first, second] = url.slice(packageAt + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) {
    const path = url.slice('node:'.length).replace(/^internal\//, '');
    if (/^(_http|http)/.test(path)) return 'node: http';
    if (/^streams\//.test(path) || path === 'stream') return 'node: streams';
    if (/^(net|stream_base_commons|dns|tcp)/.test(path)) return 'node: net';
    if (/^(process\/task_queues|timers|async_hooks|process\/promises)/.test(path)) return 'node: promises, timers, microtasks';
    if (/^(events|event_target)/.test(path)) return 'node: events';
    if (/^(crypto)/.test(path)) return 'node: crypto';
    return `node: other (${path.split('/')[0]})`;
  }
  if (url.includes('/packages/gateway/')) return 'the gateway (its own code, bundled @portal/*)';
  return url;
}

type Summary = { requests: number; busyMs: number; groups: { group: string; self: number; onStack: number }[]; functions: { name: string; self: number }[] };

/** The samples between `from` and `to` (µs, the profile's clock), without idle time, by group and by function. */
function summarize(profile: CpuProfile, { from = -Infinity, to = Infinity }: { from?: number; to?: number } = {}): Omit<Summary, 'requests'> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const onStack = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    // A sample stands for the interval up to the next one.
    const weight = profile.timeDeltas[i + 1] ?? 0;
    if (at < from || at > to) continue;
    const node = byId.get(profile.samples[i])!;
    const group = groupOf(node.callFrame.url, node.callFrame.functionName);
    if (group === '(idle)') continue;
    busy += weight;
    self.set(group, (self.get(group) ?? 0) + weight);
    const name =
      `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url ? `${node.callFrame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/packages\//, 'packages/')}:${node.callFrame.lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + weight);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      seen.add(groupOf(frame.url, frame.functionName));
    }
    for (const g of seen) onStack.set(g, (onStack.get(g) ?? 0) + weight);
  }
  return {
    busyMs: busy / 1000,
    groups: [...self].map(([group, s]) => ({ group, self: s / 1000, onStack: (onStack.get(group) ?? 0) / 1000 })).sort((a, b) => b.self - a.self),
    functions: [...functions].map(([name, s]) => ({ name, self: s / 1000 })).sort((a, b) => b.self - a.self),
  };
}

/** The summary as text: busy µs per request, each group's share (self, and on the stack), the top functions. */
export function summarizeProfile(profile: CpuProfile, { from, to, requests, top = 25 }: { from?: number; to?: number; requests: number; top?: number }): string {
  const { busyMs, groups, functions } = summarize(profile, { from, to });
  const pct = (ms: number) => `${((ms / busyMs) * 100).toFixed(1).padStart(5)} %`;
  const us = (ms: number) => `${((ms * 1000) / requests).toFixed(1).padStart(6)} µs`;
  const lines = [`  busy ${busyMs.toFixed(0)} ms for ${requests} requests: ${us(busyMs).trim()} a request (wall-clock samples: on a busy machine they include waits for a core)`];
  lines.push(`  ${'where'.padEnd(58)} ${'self'.padStart(7)} ${'per request'.padStart(11)} ${'on the stack'.padStart(12)}`);
  for (const g of groups.filter((x) => x.self / busyMs >= 0.002)) lines.push(`  ${g.group.slice(0, 58).padEnd(58)} ${pct(g.self)} ${us(g.self).padStart(11)} ${pct(g.onStack).padStart(12)}`);
  lines.push(`  the ${top} functions with the most self time:`);
  for (const f of functions.slice(0, top)) lines.push(`    ${pct(f.self)}  ${f.name}`);
  return lines.join('\n');
}
