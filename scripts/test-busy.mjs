#!/usr/bin/env node
/**
 * `npm run test:busy`: `npm test` while two processes keep both cores busy,
 * as CI and developers' machines often are (issue 6, item 9). The suite must
 * pass the same way: every test awaits what it asserts, none relies on a quiet
 * machine. The burners stop when the run ends, however it ends.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBurners } from './cpu-burners.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const burners = startBurners();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`${burners.count} CPU burners running beside npm test`);
const test = spawn('npm', ['test'], { cwd: root, stdio: 'inherit' });
test.on('exit', (code) => process.exit(code ?? 1));
