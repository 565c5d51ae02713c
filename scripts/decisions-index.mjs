#!/usr/bin/env node
/**
 * docs/decisions/README.md: the index of every decision (number, title, status), made
 * from the records' own headings (docs/decisions/202). Each record starts
 *
 *     # NNN: Title
 *
 *     Status: Accepted
 *
 * where NNN is its file name's number and the status is one of STATUSES, perhaps with
 * more words after it ("Accepted; superseded in part by 073").
 *
 *   npm run decisions:index                  writes the index
 *   npm run decisions:index -- --check       fails (exit 1) when the index is stale or a record lacks its title or status
 *   npm run decisions:index -- --status-missing=Accepted
 *                                            first writes that status into each record without one (after a merge), and says which
 *
 * scripts/decisions-index.test.mjs runs the check in `npm test`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
export const INDEX_FILE = 'README.md';
/** What a status line may start with. */
export const STATUSES = ['Proposed', 'Accepted', 'Superseded', 'Deprecated'];

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}): (\S.*)$/;
const STATUS = /^Status: (\S.*)$/;

/**
 * One record read from its text: its number, title and status, and what is wrong with it.
 * @param {string} file the file's name, e.g. `168-pages-drawn-per-request.md`
 * @param {string} text the file's content
 */
export function readRecord(file, text) {
  const problems = [];
  const lines = text.split('\n');
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) problems.push(`${file}: the file name is not NNN-short-title.md`);
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) problems.push(`${file}: the first line is not "# NNN: Title"`);
  else if (number && title[1] !== number) problems.push(`${file}: the heading says ${title[1]}, the file name ${number}`);
  // The status line comes before the first section (## Context).
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const head = lines.slice(1, firstSection === -1 ? lines.length : firstSection);
  const status = head.map((line) => STATUS.exec(line)?.[1]).find(Boolean);
  if (!status) problems.push(`${file}: no "Status: …" line between the title and the first section (one of ${STATUSES.join(', ')})`);
  else if (!STATUSES.some((word) => status === word || status.startsWith(`${word};`) || status.startsWith(`${word} `))) {
    problems.push(`${file}: the status "${status}" does not start with one of ${STATUSES.join(', ')}`);
  }
  return { file, number: number ?? title?.[1] ?? '', title: title?.[2]?.trim() ?? '', status: status ?? '', problems };
}

/** Every record of the folder, by number, and the problems of the set (each record's, and numbers used twice). */
export function readRecords(dir = DECISIONS_DIR) {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== INDEX_FILE)
    .sort();
  const records = files.map((file) => readRecord(file, readFileSync(path.join(dir, file), 'utf8')));
  const problems = records.flatMap((record) => record.problems);
  const seen = new Map();
  for (const record of records) {
    if (seen.has(record.number)) problems.push(`${record.file}: number ${record.number} is also ${seen.get(record.number)}'s`);
    else seen.set(record.number, record.file);
  }
  return { records, problems };
}

/** `|` in a title or status would end its table cell. */
const cell = (text) => text.replaceAll('|', '\\|');

/** The index's Markdown. */
export function renderIndex(records) {
  const rows = records.map((record) => `| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(record.status)} |`);
  return [
    '# Decisions',
    '',
    'Why the portal is the way it is, one record per choice: `NNN-short-title.md`, with a title',
    '(`# NNN: Title`), a status line (`Status: Accepted`, or `Proposed`, `Superseded`,',
    '`Deprecated`, with what supersedes or amends it after a semicolon), then Context,',
    'Decision and Consequences.',
    '',
    'This index is generated from the records\' headings (`npm run decisions:index`, docs/decisions/202);',
    '`npm test` fails when it is stale or a record lacks its title or status. Do not edit it by hand.',
    '',
    '| number | title | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Writes `status` under the title of each record without a status line; the files changed. */
export function addMissingStatus(status, dir = DECISIONS_DIR) {
  const changed = [];
  for (const record of readRecords(dir).records) {
    if (record.status || !record.title) continue;
    const file = path.join(dir, record.file);
    const [first, ...rest] = readFileSync(file, 'utf8').split('\n');
    const body = rest[0] === '' ? rest.slice(1) : rest;
    writeFileSync(file, [first, '', `Status: ${status}`, '', ...body].join('\n'));
    changed.push(record.file);
  }
  return changed;
}

/** The problems that make the check fail: the records' own, and an index that is not what they make. */
export function checkIndex(dir = DECISIONS_DIR) {
  const { records, problems } = readRecords(dir);
  let current = '';
  try {
    current = readFileSync(path.join(dir, INDEX_FILE), 'utf8');
  } catch {
    // No index yet: stale.
  }
  if (current !== renderIndex(records)) problems.push(`docs/decisions/${INDEX_FILE} is stale: run npm run decisions:index`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const missing = args.find((arg) => arg.startsWith('--status-missing='))?.slice('--status-missing='.length);
  if (missing !== undefined) {
    for (const file of addMissingStatus(missing)) console.log(`decisions: ${file}: Status: ${missing}`);
  }
  if (args.includes('--check')) {
    const problems = checkIndex();
    for (const problem of problems) console.error(`decisions: ${problem}`);
    process.exit(problems.length ? 1 : 0);
  }
  const { records, problems } = readRecords();
  if (problems.length) {
    for (const problem of problems) console.error(`decisions: ${problem}`);
    process.exit(1);
  }
  writeFileSync(path.join(DECISIONS_DIR, INDEX_FILE), renderIndex(records));
  console.log(`decisions: docs/decisions/${INDEX_FILE} lists ${records.length} records`);
}
