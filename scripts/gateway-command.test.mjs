import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { imageAllocatorEnv, imageArgs } from './gateway-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const made = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository root with one Dockerfile of the given text. */
function rootWith(server, text) {
  const dir = mkdtempSync(join(tmpdir(), 'image-'));
  made.push(dir);
  mkdirSync(join(dir, 'docker'));
  writeFileSync(join(dir, `docker/Dockerfile.${server}`), text);
  return dir;
}

describe("a server's command and allocator as its image has them", () => {
  it("the gateway image's V8 flags and malloc settings, as npm start reads them (decisions 254, 255, 256)", () => {
    expect(imageArgs(root, 'gateway')).toEqual(['--max-old-space-size=256', '--max-semi-space-size=8', '--expose-gc', 'packages/gateway/dist/main.js']);
    expect(imageAllocatorEnv(root, 'gateway')).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it("takes only MALLOC_ settings from ENV lines, not the image's production settings", () => {
    const dir = rootWith('gateway', 'FROM node\nENV NODE_ENV=production PORT=4000\nENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072\nCMD ["node", "main.js"]\n');
    expect(imageAllocatorEnv(dir, 'gateway')).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' });
    expect(imageAllocatorEnv(rootWith('cloud-api', 'FROM node\nENV NODE_ENV=production\nCMD ["node", "main.js"]\n'), 'cloud-api')).toEqual({});
  });
});
