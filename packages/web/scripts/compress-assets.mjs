// After the build: each script, style sheet and image of dist/assets also as `<file>.br`,
// Brotli at its best setting (quality 11), which the gateway sends to browsers that accept
// it (packages/gateway/src/web-app.ts). The gateway's own compression works per request at
// a quality it can afford (gzip, or Brotli 4): the same size. Done once here, the files are
// about 15% smaller than gzip (the entry 157 KiB instead of 183), and on a learner's slow
// link every KiB is about 20 ms before the page is live (issue 31, section 6; docs/decisions/291).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const assets = path.resolve(import.meta.dirname, '../dist/assets');
/** What compresses: text. Fonts and pictures in their own formats are compressed already. */
const TEXT = /\.(js|mjs|css|svg|json|map)$/;
/** Below this, a compressed copy saves less than its request's headers. */
const MIN_BYTES = 1024;

let before = 0;
let after = 0;
const files = (await readdir(assets)).filter((file) => TEXT.test(file));
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(path.join(assets, file));
    if (content.length < MIN_BYTES) return;
    const compressed = await compress(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    before += content.length;
    after += compressed.length;
    await writeFile(path.join(assets, `${file}.br`), compressed);
  }),
);
console.log(`compress-assets: ${files.length} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB Brotli`);
