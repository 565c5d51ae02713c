/**
 * Benchmark, not a test: the gateway's memory under `npm start` through soaks of the
 * learner's screens (issue 18, section 7).
 *
 * Starts the portal exactly as `npm start` does (scripts/start.mjs, on BENCH_PORT and the
 * ports after it, data in BENCH_DATA_DIR), signs the demo learner in, and soaks it
 * SOAK_ROUNDS (2) times for SOAK_SECONDS (120) with SOAK_CONNECTIONS (4) clients, each
 * asking in turn what a learner's browser asks: the dashboard's GraphQL query, the
 * dashboard's drawn page (/dashboard), the course screen's drawn page (/course?course=…)
 * and its GraphQL query. After each soak the portal idles SOAK_IDLE_SECONDS (75): past
 * the minute after which the page-drawing thread stops when no page is drawn
 * (page-drawing.ts), so the idle figure is the gateway without it. The gateway's RSS is
 * read from /proc every 500 ms.
 *
 * Prints the RSS when ready, the peak and the end of each soak, 20 s into each idle and
 * at its end, and whether the target holds: after a soak at most 150 MB, and no growth
 * from one soak to the next (within SOAK_GROWTH_MB, 10 MB, of the first).
 *
 * On a loaded machine most pages outlive PAGE_DRAW_BUDGET_MS and go out as built: set
 * SOAK_DRAW_BUDGET_MS (e.g. 10000) to give them longer, so that the drawing is measured.
 *
 *   npm run bench:soak        (SOAK_SECONDS=30 for a quick look)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { CoursePageDocument, DashboardDocument, SessionSignInDocument } from '../../packages/web/src/gql/graphql.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 4260);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? port + 10);
const contentPort = Number(process.env.BENCH_CONTENT_PORT ?? port + 1);
const dataDir = process.env.BENCH_DATA_DIR ?? `.data/bench-soak-${port}`;
const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const idleSeconds = Number(process.env.SOAK_IDLE_SECONDS ?? 75);
const rounds = Number(process.env.SOAK_ROUNDS ?? 2);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 4);
const growthMb = Number(process.env.SOAK_GROWTH_MB ?? 10);
const TARGET_MB = 150;
const SAMPLE_MS = 500;
const url = `http://localhost:${port}`;

/** Resident set size in MB, from the kernel (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** The gateway's process among scripts/start.mjs's children. */
function gatewayPid(startPid: number): number {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const pid = children.find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('packages/gateway/'));
  if (!pid) throw new Error(`no gateway among the children of npm start (${children.join(', ')})`);
  return pid;
}

async function waitForReady(portal: ChildProcess): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    if (portal.exitCode !== null) throw new Error(`npm start exited (${portal.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok && (await fetch(`http://127.0.0.1:${contentPort}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the portal never became ready');
}

/** A document as the web's Apollo Client sends it: without its client-only `@unmask` directives. */
const sent = (document: Parameters<typeof print>[0]) => print(document).replace(/\s*@unmask(\([^)]*\))?/g, '');

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function main() {
  const portal = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      CLOUD_API_PORT: String(cloudPort),
      CONTENT_PORT: String(contentPort),
      CLOUD_API_DATA_DIR: dataDir,
      // On a loaded machine most pages outlive the default budget and go out as built, and the
      // drawing thread is then barely measured: SOAK_DRAW_BUDGET_MS gives them longer.
      ...(process.env.SOAK_DRAW_BUDGET_MS ? { PAGE_DRAW_BUDGET_MS: process.env.SOAK_DRAW_BUDGET_MS } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopPortal = () =>
    new Promise<void>((r) => {
      if (portal.exitCode !== null) return r();
      portal.on('exit', () => r());
      portal.kill('SIGTERM');
    });
  try {
    await waitForReady(portal);
    const pid = gatewayPid(portal.pid!);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1).join(' ');
    const readyMb = rssMb(pid);

    const signedIn = await post({ query: sent(SessionSignInDocument), variables: { input: { username: 'learner@demo.university', password: 'Learner@2026' } } });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!signedIn.ok || !cookie) throw new Error(`sign-in failed: ${signedIn.status}`);
    const dashboard = (await (await post({ query: sent(DashboardDocument) }, { cookie })).json()) as { data?: { viewer?: unknown }; errors?: unknown[] };
    if (dashboard.errors?.length || !dashboard.data?.viewer) throw new Error(`Dashboard: ${JSON.stringify(dashboard).slice(0, 300)}`);
    const list = (await (await post({ query: '{ viewer { programs { courses { id } } } }' }, { cookie })).json()) as {
      data?: { viewer?: { programs?: { courses: { id: string }[] }[] } };
    };
    const courseId = list.data?.viewer?.programs?.flatMap((p) => p.courses)[0]?.id;
    if (!courseId) throw new Error(`no course for the demo learner: ${JSON.stringify(list).slice(0, 300)}`);

    // What the learner's browser asks, in turn; each must answer 200 (the drawn pages: drawn, not as built).
    const steps: [string, () => Promise<Response>, (r: Response, text: string) => boolean][] = [
      ['Dashboard query', () => post({ query: sent(DashboardDocument) }, { cookie }), (_r, text) => text.includes('"viewer"')],
      ['/dashboard', () => fetch(`${url}/dashboard`, { headers: { cookie, 'accept-encoding': 'gzip' } }), (_r, text) => text.includes('id="root"')],
      ['/course', () => fetch(`${url}/course?course=${encodeURIComponent(courseId)}`, { headers: { cookie, 'accept-encoding': 'gzip' } }), (_r, text) => text.includes('id="root"')],
      ['CoursePage query', () => post({ query: sent(CoursePageDocument), variables: { id: courseId } }, { cookie }), (_r, text) => text.includes('"data"')],
    ];
    const drawnShells = { drawn: 0, asBuilt: 0 };
    const soak = async (durationS: number) => {
      const until = Date.now() + durationS * 1000;
      let requests = 0;
      let failures = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < until) {
            for (const [name, send, ok] of steps) {
              const response = await send();
              const text = await response.text();
              requests++;
              if (!response.ok || !ok(response, text)) {
                failures++;
                if (failures <= 3) console.error(`${name}: ${response.status} ${text.slice(0, 200)}`);
              }
              if (name.startsWith('/')) drawnShells[text.includes('data-shell="drawn"') ? 'drawn' : 'asBuilt']++;
            }
          }
        }),
      );
      return { requests, failures };
    };

    const lines: string[] = [];
    const afterIdle: number[] = [];
    let peakAll = 0;
    for (let round = 1; round <= rounds; round++) {
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssMb(pid)), SAMPLE_MS);
      const startMb = rssMb(pid);
      const { requests, failures } = await soak(seconds);
      clearInterval(sampler);
      const endMb = rssMb(pid);
      const early = Math.min(20, idleSeconds);
      await new Promise((r) => setTimeout(r, early * 1000));
      const earlyMb = rssMb(pid);
      await new Promise((r) => setTimeout(r, (idleSeconds - early) * 1000));
      const idleMb = rssMb(pid);
      afterIdle.push(idleMb);
      const peak = Math.max(...samples, endMb);
      peakAll = Math.max(peakAll, peak);
      lines.push(
        `soak ${round}: start ${startMb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${endMb.toFixed(0)} MB, idle ${early} s ${earlyMb.toFixed(0)} MB, idle ${idleSeconds} s ${idleMb.toFixed(0)} MB` +
          `   (${requests} requests, ${(requests / seconds).toFixed(0)}/s${failures ? `, ${failures} failed` : ''})`,
      );
    }
    console.log(`\nGateway RSS under npm start: ${rounds} soaks of ${seconds} s, ${connections} clients, on ${process.platform}/${process.arch}, node ${process.version}`);
    console.log(`gateway: node ${command}`);
    console.log(`ready ${readyMb.toFixed(0)} MB`);
    for (const line of lines) console.log(line);
    console.log(`drawn pages: ${drawnShells.drawn} drawn, ${drawnShells.asBuilt} served as built (the budget or the thread's queue)`);
    const growth = afterIdle.at(-1)! - afterIdle[0];
    const under = afterIdle.every((mb) => mb <= TARGET_MB);
    console.log(
      `after each soak (${idleSeconds} s idle) at most ${TARGET_MB} MB: ${under ? 'met' : 'not met'} (${afterIdle.map((mb) => mb.toFixed(0)).join(', ')} MB); ` +
        `growth from the first soak to the last ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB: ${growth <= growthMb ? 'none to speak of' : 'grows'}; peak under load ${peakAll.toFixed(0)} MB`,
    );
  } finally {
    await stopPortal();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
