#!/usr/bin/env node
/**
 * Every "spec part N, section x" citation in the repository resolves to a page of
 * docs/requirements/ (docs/decisions/321). The map is the table of
 * docs/requirements/README.md: one row per spec section, `| part N §x | [file#anchor](…) … |`.
 * A citation names a part and one or more sections in any of the forms the code uses:
 *
 *     spec part 2, section 4            spec part 3, 5.3 and 7.2
 *     spec part 2, sections 2-5 and 7   spec part 1, section 2; part 2, section 3
 *
 * and it may run over a comment's line break. A citation with no section
 * ("spec part 2") resolves to the part's own row.
 *
 *   node scripts/spec-refs.mjs          lists what does not resolve (exit 1), else the counts
 *
 * scripts/spec-refs.test.mjs runs the same check in `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAP_FILE = 'docs/requirements/README.md';

/** Folders and files the search walks, from the root; generated and installed trees are skipped. */
const SEARCHED = ['packages', 'tests', 'docs', 'scripts', 'docker', 'README.md', 'codegen.ts', 'schema.graphql', 'eslint.config.js', 'playwright.config.ts', 'vitest.config.ts'];
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'test-results', 'playwright-report', '__generated__', 'gql']);
const TEXT = /\.(?:[cm]?[jt]sx?|md|graphql|json|ya?ml|html|css|sh|sql)$/;

/**
 * The text with each line break and the next line's comment marker (`//`, `*`, `#`, `>`)
 * turned into one space, so a citation split over a comment's lines reads as one, and
 * for each character of the result the offset it came from.
 */
export function joinLines(text) {
  let joined = '';
  const from = [];
  const breaks = /\n[ \t]*(?:\/\/+|\*(?!\/)|#+|>)?[ \t]*/g;
  let last = 0;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) {
    for (let i = last; i < m.index; i += 1) {
      joined += text[i];
      from.push(i);
    }
    joined += ' ';
    from.push(m.index);
    last = m.index + m[0].length;
  }
  for (let i = last; i < text.length; i += 1) {
    joined += text[i];
    from.push(i);
  }
  return { joined, from };
}

const SECTION = String.raw`\d+(?:\.\d+)?`;
/** A list of sections: "4", "4.1 and 4.2", "sections 2-5, 7 and 9", "2.5, 2.15, 4.3". */
const LIST = String.raw`(?:(?:§|sections?)\s*)?${SECTION}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*[-–]\s*|\s+to\s+)(?:§\s*)?${SECTION}(?![\d.]*\d))*`;
const CITATION = new RegExp(String.raw`spec\s+(?:\(\s*)?part\s+(\d)\b(?:\s*,?\s*(${LIST}))?((?:\s*[;,]?\s*(?:and\s+)?part\s+\d\b\s*,?\s*(?:${LIST})?)*)`, 'gi');
const MORE = new RegExp(String.raw`part\s+(\d)\b\s*,?\s*(${LIST})?`, 'gi');

/** The sections a list names, ranges spelled out: "2-5 and 7" is 2, 3, 4, 5, 7. */
export function sectionsOf(list) {
  if (!list) return [];
  const numbers = list.replace(/§|sections?/gi, ' ');
  const out = [];
  const range = new RegExp(String.raw`(${SECTION})\s*(?:[-–]|\bto\b)\s*(${SECTION})`, 'g');
  const rest = numbers.replace(range, (_, a, b) => {
    const [aMajor, aMinor] = a.split('.').map(Number);
    const [bMajor, bMinor] = b.split('.').map(Number);
    if (aMinor === undefined && bMinor === undefined) for (let n = aMajor; n <= bMajor; n += 1) out.push(String(n));
    else if (aMajor === bMajor && aMinor !== undefined && bMinor !== undefined) for (let n = aMinor; n <= bMinor; n += 1) out.push(`${aMajor}.${n}`);
    else out.push(a, b);
    return ' ';
  });
  for (const m of rest.matchAll(new RegExp(SECTION, 'g'))) out.push(m[0]);
  return out;
}

/**
 * The citations of one text: each with its line, its words and the keys it names
 * ("part 2 §4", or "part 2" alone when it names no section).
 */
export function findCitations(text) {
  const { joined, from } = joinLines(text);
  const found = [];
  for (const m of joined.matchAll(CITATION)) {
    const keys = [];
    const add = (part, list) => {
      const sections = sectionsOf(list);
      if (sections.length === 0) keys.push(`part ${part}`);
      for (const section of sections) keys.push(`part ${part} §${section}`);
    };
    add(m[1], m[2]);
    for (const more of (m[3] ?? '').matchAll(MORE)) add(more[1], more[2]);
    const offset = from[m.index] ?? 0;
    const line = text.slice(0, offset).split('\n').length;
    found.push({ line, words: m[0].replace(/\s+/g, ' ').trim(), keys: [...new Set(keys)] });
  }
  return found;
}

/** The files the search reads, relative to the root. */
export function searchedFiles(root = ROOT) {
  const files = [];
  const walk = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!SKIPPED.has(name)) walk(path.join(relative, name));
    } else if (TEXT.test(relative)) files.push(relative.split(path.sep).join('/'));
  };
  for (const entry of SEARCHED) walk(entry);
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeats. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/**
 * The map's rows: each key ("part 2 §4", "part 2") with the links it gives, and the
 * problems of the map itself (a link to a missing file or heading).
 */
export function readMap(root = ROOT) {
  const mapPath = path.join(root, MAP_FILE);
  const map = new Map();
  const problems = [];
  if (!existsSync(mapPath)) return { map, problems: [`${MAP_FILE} is missing`] };
  const row = /^\|\s*part (\d)(?: §(\d+(?:\.\d+)?))?\s*\|(.*)$/;
  for (const line of readFileSync(mapPath, 'utf8').split('\n')) {
    const m = row.exec(line);
    if (!m) continue;
    const key = m[2] ? `part ${m[1]} §${m[2]}` : `part ${m[1]}`;
    const links = [...m[3].matchAll(/\]\(([^)#]+)(?:#([^)]+))?\)/g)].map((l) => ({ file: l[1], anchor: l[2] }));
    if (links.length === 0) problems.push(`${MAP_FILE}: ${key} links to no page`);
    for (const link of links) {
      const target = path.join(path.dirname(mapPath), link.file);
      if (!existsSync(target)) problems.push(`${MAP_FILE}: ${key} links to ${link.file}, which does not exist`);
      else if (link.anchor && !anchorsOf(readFileSync(target, 'utf8')).has(link.anchor)) {
        problems.push(`${MAP_FILE}: ${key} links to ${link.file}#${link.anchor}, a heading the page does not have`);
      }
    }
    map.set(key, links);
  }
  return { map, problems };
}

/** The pages whose relative links must lead to a file and heading that exist. */
export const LINKED_PAGES = ['docs/architecture.md', 'docs/style.md', 'docs/features.md', 'docs/benchmarks.md', 'docs/configuration.md', 'docs/deployment.md'];

/** Relative Markdown links of `pages` (and of every requirements page) that lead nowhere. */
export function brokenLinks(root = ROOT) {
  const dir = path.dirname(MAP_FILE);
  const pages = [
    ...LINKED_PAGES,
    ...readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${dir}/${f}`),
  ];
  const problems = [];
  for (const page of pages) {
    const full = path.join(root, page);
    if (!existsSync(full)) continue;
    const markdown = readFileSync(full, 'utf8');
    for (const m of markdown.matchAll(/\]\((?!https?:|mailto:)([^)\s]*)\)/g)) {
      const [target, anchor] = m[1].split('#');
      const file = target ? path.join(path.dirname(full), target) : full;
      if (!existsSync(file)) problems.push(`${page}: the link ${m[1]} leads to no file`);
      else if (anchor && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) {
        problems.push(`${page}: the link ${m[1]} leads to no heading of ${target || page}`);
      }
    }
  }
  return problems;
}

/** Every citation of the repository and those that do not resolve, with the map's own problems. */
export function checkCitations(root = ROOT) {
  const { map, problems } = readMap(root);
  if (problems.length === 0 && readFileSync(path.join(root, MAP_FILE), 'utf8') !== renderMap(root)) {
    problems.push(`${MAP_FILE} is stale: run node scripts/spec-refs.mjs --write`);
  }
  for (const part of ['1', '2', '3']) {
    for (const [section] of specSections(part)) {
      if (!(map.get(`part ${part} §${section}`)?.length > 0)) problems.push(`${MAP_FILE}: part ${part} §${section} leads to no page`);
    }
  }
  problems.push(...brokenLinks(root));
  const citations = [];
  for (const file of searchedFiles(root)) {
    for (const citation of findCitations(readFileSync(path.join(root, file), 'utf8'))) citations.push({ file, ...citation });
  }
  const unresolved = citations.filter((c) => c.keys.some((key) => !map.has(key)));
  for (const c of unresolved) {
    problems.push(`${c.file}:${c.line}: "${c.words}" names ${c.keys.filter((key) => !map.has(key)).join(', ')}, which ${MAP_FILE} does not map`);
  }
  return { citations, unresolved, problems, keys: map.size };
}

/** Every section of the spec's three parts, with its title: the map has a row for each. */
export const SPEC_SECTIONS = {
  1: {
    title: 'public site, sign-in and dashboard',
    sections: [],
  },
  2: { title: 'learning', sections: [] },
  3: {
    title: 'admissions and account',
    sections: [
      ['2.1', 'Route map'],
      ['2.2', 'Apply-program list'],
      ['2.3', 'Paper-style application form'],
      ['2.4', 'Application wizard'],
      ['2.5', 'My Profile'],
      ['2.6', 'Report A Query before login'],
      ['2.7', 'Complaints'],
      ['2.8', 'Add Complaint'],
      ['2.9', 'Shared-object viewer'],
      ['2.10', 'Program courses page'],
      ['2.11', 'Announcements'],
      ['2.12', 'Notifications'],
      ['2.13', 'Assigned tests'],
      ['2.14', 'Test detail'],
      ['2.15', 'Certificates'],
      ['2.16', 'Quick tour pages'],
      ['3.1', 'Paper form (applicant)'],
      ['3.2', 'Wizard application'],
      ['3.3', 'Country code list'],
      ['3.4', 'Country of residence options'],
      ['3.5', 'Scholarship Learning Center list'],
      ['3.6', 'Profile record'],
      ['3.7', 'Complaint'],
      ['3.8', 'Announcement'],
      ['3.9', 'Notification'],
      ['3.10', 'Assigned test'],
      ['3.11', 'Other'],
      ['4.1', 'Application status'],
      ['4.2', 'Wizard tab flow'],
      ['4.3', 'Profile'],
      ['4.4', 'Tests'],
      ['4.5', 'Complaint and certificates'],
      ['4.6', 'Login state'],
      ['5.1', 'Paper form'],
      ['5.2', 'Older application form checks'],
      ['5.3', 'Wizard General tab'],
      ['5.4', 'Wizard Education tab'],
      ['5.5', 'Wizard Documents tab'],
      ['5.6', 'Signed-in application (four-tab variant)'],
      ['5.7', 'Profile submit'],
      ['5.8', 'Query before login'],
      ['5.9', 'Add complaint'],
      ['7.1', 'Application'],
      ['7.2', 'Uploads'],
      ['7.3', 'Profile'],
      ['7.4', 'Complaints'],
      ['7.5', 'Shared object, announcements, notifications'],
      ['7.6', 'Tests'],
      ['7.7', 'Certificates'],
      ['7.8', 'Other'],
    ],
  },
};
/** The nine sections every part has. */
const NINE = [
  'What the product does and for whom',
  'Screens and routes',
  'Entities and their fields',
  'States and transitions',
  'Validation rules',
  'Roles and permissions',
  'The calls it makes',
  'Error catalogue',
  'Business constants and limits',
];

/** Each part's sections in order, the nine and their numbered subsections: [section, title]. */
export function specSections(part) {
  const subsections = SPEC_SECTIONS[part].sections;
  return NINE.flatMap((title, i) => [[String(i + 1), title], ...subsections.filter(([n]) => n.startsWith(`${i + 1}.`))]);
}

/** The sections a heading says it holds: "Calls (part 2 §6, part 3 §6, §7.5)" holds part 2 §6, part 3 §6 and part 3 §7.5. */
export function sectionsOfHeading(heading) {
  const keys = [];
  let part;
  for (const m of heading.matchAll(/part (\d)|§(\d+(?:\.\d+)?)/g)) {
    if (m[1]) part = m[1];
    else if (part) keys.push(`part ${part} §${m[2]}`);
  }
  return keys;
}

/** Every page of docs/requirements/ and its headings that hold spec sections: key -> [{file, heading, anchor}]. */
export function headingsBySection(root = ROOT) {
  const dir = path.join(root, path.dirname(MAP_FILE));
  const bySection = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== path.basename(MAP_FILE))
    .sort()) {
    const markdown = readFileSync(path.join(dir, file), 'utf8');
    const anchors = [...anchorsOf(markdown)];
    let i = 0;
    let fenced = false;
    for (const line of markdown.split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const anchor = anchors[i];
      i += 1;
      for (const key of sectionsOfHeading(heading[1])) {
        if (!bySection.has(key)) bySection.set(key, []);
        bySection.get(key).push({ file, heading: heading[1].replace(/\s*\(part .*\)$/, ''), anchor });
      }
    }
  }
  return bySection;
}

const PART_ANCHOR = (part) => anchorOf(`Part ${part}: ${SPEC_SECTIONS[part].title}`);

/** docs/requirements/README.md: how to read the pages, and the map from each spec section to them. */
export function renderMap(root = ROOT) {
  const bySection = headingsBySection(root);
  const link = ({ file, heading, anchor }) => `[${file.replace(/\.md$/, '')} › ${heading}](${file}#${anchor})`;
  const lines = [...MAP_INTRO];
  for (const part of ['1', '2', '3']) {
    lines.push(`## Part ${part}: ${SPEC_SECTIONS[part].title}`, '', '| section | title | where it lives |', '| --- | --- | --- |');
    lines.push(`| part ${part} | the whole part | [this table](README.md#${PART_ANCHOR(part)}) |`);
    for (const [section, title] of specSections(part)) {
      let places = bySection.get(`part ${part} §${section}`) ?? [];
      if (places.length === 0) {
        // A section told only through its subsections: the first place of each subsection's pages.
        const seen = new Set();
        for (const [key, list] of bySection) {
          if (!key.startsWith(`part ${part} §${section}.`)) continue;
          for (const place of list) {
            if (seen.has(place.file)) continue;
            seen.add(place.file);
            places.push(place);
          }
        }
        places = places.sort((a, b) => a.file.localeCompare(b.file));
      }
      lines.push(`| part ${part} §${section} | ${title} | ${places.map(link).join(', ') || '—'} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const MAP_INTRO = [
  '# Requirements',
  '',
  'The rules, constants and exact messages the portal keeps, one page per area. They come from a',
  'three-part specification written from an older single-page client that called the',
  "university's cloud API straight from the browser; code, tests and decisions cite it as",
  '"spec part N, section x". The tables below map every section of the three parts to the',
  'page and heading that hold it now, so every such citation resolves here',
  '(`node scripts/spec-refs.mjs` checks them all in `npm test`; docs/decisions/321).',
  '',
  'How to read the pages:',
  '',
  '- Messages in quotes are shown exactly as written, typos included ("Succesfully",',
  '  "higest", "Cetificates").',
  '- "Not shown" means the older client never revealed it: the portal designs it as a',
  '  first-class product would and records the choice in [the decisions](../decisions/README.md).',
  '- "Only logged" means the older client swallowed a failure: the portal shows a clear,',
  '  calm message and loses nothing typed.',
  '- The older client trusted the browser (it sent `eid`, scored quizzes itself, received',
  '  answer keys, kept tokens in storage). The portal keeps the behaviour and drops those',
  '  trusts: see [the architecture](../architecture.md#invariants).',
  '- A heading names the sections it holds, e.g. "Validation (part 1 §5)". Adding a rule:',
  '  put it under the heading of its area, tag a new heading with its section, then run',
  '  `node scripts/spec-refs.mjs --write` to refresh these tables.',
  '',
  '| page | area |',
  '| --- | --- |',
  '| [public-site](public-site.md) | landing page, banner, program menus, tours, shared-object viewer |',
  '| [navigation](navigation.md) | route map, login state, header and sidebar |',
  '| [sign-in](sign-in.md) | sign-in, sign-up, password reset, session rule, their messages |',
  '| [dashboard](dashboard.md) | the dashboard and its course carousels |',
  '| [calendar](calendar.md) | calendar and upcoming events |',
  '| [programs](programs.md) | My Programs, program courses, program detail, progress data |',
  '| [admissions](admissions.md) | apply list, statuses, the wizard, its checks and uploads |',
  '| [paper-form](paper-form.md) | the printable application form and its checks |',
  '| [learning](learning.md) | course screen, unit player, unit progress, references, recorded sessions, podcasts |',
  '| [quizzes](quizzes.md) | unit quizzes and unit assignments |',
  '| [assessments](assessments.md) | timed assessments and assignments of the course tabs |',
  '| [discussion](discussion.md) | the course forum |',
  '| [projects](projects.md) | project objectives and their messages |',
  '| [feedback](feedback.md) | program, course and instructor feedback |',
  '| [certificates](certificates.md) | course certificates and the certificates screen |',
  "| [profile](profile.md) | the learner's profile and documents |",
  '| [complaints](complaints.md) | the query before sign-in and complaints |',
  '| [announcements](announcements.md) | announcements per program |',
  '| [notifications](notifications.md) | notifications |',
  '| [tests](tests.md) | assigned tests and the exam provider |',
  '| [reports](reports.md) | reports and analytics |',
  '| [cloud-api](cloud-api.md) | how calls are made, and the paths the spec leaves unnamed |',
  '',
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    writeFileSync(path.join(ROOT, MAP_FILE), renderMap());
    console.log(`spec-refs: wrote ${MAP_FILE}`);
  }
  const { citations, unresolved, problems, keys } = checkCitations();
  for (const problem of problems) console.error(`spec-refs: ${problem}`);
  const named = new Set(citations.flatMap((c) => c.keys));
  console.log(`spec-refs: ${citations.length} citations naming ${named.size} sections, ${citations.length - unresolved.length} resolved; the map has ${keys} rows; ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
