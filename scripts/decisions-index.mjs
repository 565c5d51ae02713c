#!/usr/bin/env node
/**
 * docs/decisions/README.md: the index of every decision (number, title, status), grouped
 * by area, made from the records' own heads (docs/decisions/202, 320). Each record starts
 *
 *     # NNN: Title
 *
 *     Status: Accepted
 *
 *     Area: learning
 *
 * where NNN is its file name's number, the status is one of STATUSES, perhaps with more
 * words after it ("Accepted; superseded in part by 073"), and the area one of AREAS (a
 * record without one is listed under "unsorted", and named by the check). A record that
 * supersedes or amends another says so in its head ("Supersedes: 096", "Amends: 168"), as
 * the other's status names it. Then come `## Context`, `## Decision` and `## Consequences`.
 * A record numbered from NEW_RECORDS_FROM on has at most MAX_WORDS words; history stays in git.
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
/**
 * The areas, in the index's order: the learner's areas first, as the portal's words name them
 * everywhere, then what runs under all of them. A new area may be used before it is listed here;
 * it then follows these, in alphabetical order.
 */
export const AREAS = [
  'catalog',
  'auth',
  'admissions',
  'dashboard',
  'programs',
  'events',
  'learning',
  'quizzes',
  'assessments',
  'discussion',
  'projects',
  'feedback',
  'certificates',
  'profile',
  'complaints',
  'announcements',
  'notifications',
  'assigned-tests',
  'reports',
  'shared-objects',
  'uploads',
  'live',
  'web',
  'page-drawing',
  'performance',
  'gateway',
  'cloud-api',
  'codebase',
  'testing',
  'platform',
];
/** Where a record without an `Area:` line is listed. */
export const UNSORTED = 'unsorted';
/** Records numbered from here on are held to MAX_WORDS (the older ones were written before the limit). */
export const NEW_RECORDS_FROM = 300;
export const MAX_WORDS = 500;
/** The sections every record has. */
export const SECTIONS = ['Context', 'Decision', 'Consequences'];

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}): (\S.*)$/;
const STATUS = /^Status: (\S.*)$/;
const AREA = /^Area: ([a-z0-9-]+)\s*$/;
/** "superseded by 162 and 168", "superseded in part by 078 and 079", "amended by 255 (…) and 256 (…)" in a status. */
const REPLACED_BY = /(?:superseded(?: in part)? by|amended by)\s+(\d{3}(?:\s*\([^)]*\))?(?:\s*(?:,|and)\s*\d{3}(?:\s*\([^)]*\))?)*)/gi;

/** Words as a reader counts them: runs of letters, digits and the marks inside words. */
export const wordCount = (text) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’._/-]*/gu) ?? []).length;

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
  // The status and area lines come before the first section (## Context).
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const head = lines.slice(1, firstSection === -1 ? lines.length : firstSection);
  const status = head.map((line) => STATUS.exec(line)?.[1]).find(Boolean);
  if (!status) problems.push(`${file}: no "Status: …" line between the title and the first section (one of ${STATUSES.join(', ')})`);
  else if (!STATUSES.some((word) => status === word || status.startsWith(`${word};`) || status.startsWith(`${word} `))) {
    problems.push(`${file}: the status "${status}" does not start with one of ${STATUSES.join(', ')}`);
  }
  const area = head.map((line) => AREA.exec(line)?.[1]).find(Boolean);
  const sections = new Set(lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3).trim()));
  const missing = SECTIONS.filter((section) => !sections.has(section));
  if (title && missing.length > 0) problems.push(`${file}: no ${missing.map((m) => `"## ${m}"`).join(', ')} section`);
  const words = wordCount(text);
  const replacedBy = [...(status ?? '').matchAll(REPLACED_BY)].flatMap((m) => m[1].match(/\d{3}/g) ?? []);
  return {
    file,
    number: number ?? title?.[1] ?? '',
    title: title?.[2]?.trim() ?? '',
    status: status ?? '',
    area: area ?? UNSORTED,
    words,
    head: head.join('\n'),
    replacedBy,
    problems,
  };
}

/**
 * Every record of the folder, by number, and the problems of the set: each record's, numbers
 * used twice, a new record over MAX_WORDS, and a record another says it supersedes or amends
 * whose successor does not name it.
 */
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
  for (const record of records) {
    if (Number(record.number) >= NEW_RECORDS_FROM && record.words > MAX_WORDS) {
      problems.push(`${record.file}: ${record.words} words; a record holds at most ${MAX_WORDS} (what a reader needs; history stays in git)`);
    }
  }
  const byNumber = new Map(records.map((record) => [record.number, record]));
  for (const record of records) {
    for (const later of record.replacedBy) {
      const successor = byNumber.get(later);
      if (successor && !new RegExp(`\\b${record.number}\\b`).test(successor.head)) {
        problems.push(`${successor.file}: ${record.file}'s status says ${later} supersedes or amends it; say so under the status ("Supersedes: ${record.number}" or "Amends: ${record.number}")`);
      }
    }
  }
  return { records, problems };
}

/** The records without an area, which the index lists under "unsorted". */
export const unsorted = (records) => records.filter((record) => record.area === UNSORTED);

/** The areas the records use, in the index's order: AREAS first, then others by name, "unsorted" last. */
export function areasOf(records) {
  const used = new Set(records.map((record) => record.area));
  const known = AREAS.filter((area) => used.has(area));
  const others = [...used].filter((area) => !AREAS.includes(area) && area !== UNSORTED).sort();
  return [...known, ...others, ...(used.has(UNSORTED) ? [UNSORTED] : [])];
}

/** `|` in a title or status would end its table cell. */
const cell = (text) => text.replaceAll('|', '\\|');

/** The index's Markdown: a table of areas, then each area's records by number. */
export function renderIndex(records) {
  const areas = areasOf(records);
  const row = (record) => `| [${record.number}](${record.file}) | ${cell(record.title)} | ${record.area} | ${cell(record.status)} |`;
  const groups = areas.flatMap((area) => {
    const mine = records.filter((record) => record.area === area);
    return [`## ${area}`, '', '| number | title | area | status |', '| --- | --- | --- | --- |', ...mine.map(row), ''];
  });
  return [
    '# Decisions',
    '',
    'Why the portal is the way it is, one record per choice: `NNN-short-title.md`, with a title',
    '(`# NNN: Title`), a status line (`Status: Accepted`, or `Proposed`, `Superseded`,',
    '`Deprecated`, with what supersedes or amends it after a semicolon), an area line',
    '(`Area: learning`), a `Supersedes: NNN` or `Amends: NNN` line when it replaces part of',
    'an older record, then Context, Decision and Consequences. A record numbered 300 or',
    'later holds at most 500 words: what a reader needs to follow the choice (the history',
    'stays in git). A record without an area is listed under "unsorted" until it gets one.',
    '',
    "This index is generated from the records' heads (`npm run decisions:index`, docs/decisions/202",
    'and 320); `npm test` fails when it is stale or a record breaks the form. Do not edit it by hand.',
    '',
    '| area | records |',
    '| --- | --- |',
    ...areas.map((area) => `| [${area}](#${area}) | ${records.filter((record) => record.area === area).length} |`),
    '',
    ...groups,
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
    for (const record of unsorted(readRecords().records)) console.warn(`decisions: ${record.file} has no "Area: …" line: listed under ${UNSORTED}`);
    process.exit(problems.length ? 1 : 0);
  }
  const { records, problems } = readRecords();
  if (problems.length) {
    for (const problem of problems) console.error(`decisions: ${problem}`);
    process.exit(1);
  }
  writeFileSync(path.join(DECISIONS_DIR, INDEX_FILE), renderIndex(records));
  console.log(`decisions: docs/decisions/${INDEX_FILE} lists ${records.length} records in ${areasOf(records).length} areas`);
  for (const record of unsorted(records)) console.warn(`decisions: ${record.file} has no "Area: …" line: listed under ${UNSORTED}`);
}
