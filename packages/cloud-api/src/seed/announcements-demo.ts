/**
 * The demo's announcements of every kind a player opens (issue 20; spec part 3,
 * sections 2.11 and 3.8), in the BCA batch (5021) of learner@: a file to
 * download, a video, an audio, an image, a PDF, an HTML page, an
 * interactivity, a Vimeo and a YouTube video, besides the text and web ones
 * of demo-university.ts. The media are the files the learning demo already
 * stores (learning-media.ts, storeLearningContent), named by storage key in
 * mfname as a unit names its content (docs/decisions/231). The MBA batch keeps
 * its two (the program-info tests read them) and the Data Analytics batch
 * (1012) has none, so graduate@ sees 'No Announcements'.
 */
import { schema } from '../db/client.js';
import { contentKeys } from './content-keys.js';
import { MEDIA_KEYS } from './learning-media.js';
import type { DemoSeed, SeedTx } from './demo-data.js';

type Row = typeof schema.announcements.$inferInsert;

const DAY = 86_400;
/** The batch that holds them: BCA, where learner@ is enrolled (second@ is not). */
const MEDIA_ANNOUNCEMENTS_BATCH = 5021;
const ANNOUNCEMENT_YOUTUBE_ID = 'aqz-KE-bpKQ';
const ANNOUNCEMENT_VIMEO_ID = '76979871';

/** One row per kind beyond text and web, each a day older than the one before, from four days ago. */
function demoMediaAnnouncements(oid: string, nowSeconds: number): Row[] {
  const rows: Omit<Row, 'oid' | 'bpid' | 'postedAt'>[] = [
    {
      type: 'video',
      title: 'Welcome video from the programme coordinator',
      descriptionHtml: '<p>A short welcome to the new semester.</p>',
      mediaFileName: MEDIA_KEYS.video,
    },
    {
      type: 'audio',
      title: 'Audio note: how the lab clinic works',
      descriptionHtml: '<p>Listen before your first lab clinic.</p>',
      mediaFileName: contentKeys.podcast,
    },
    {
      type: 'image',
      title: 'Campus network diagram',
      descriptionHtml: '<p>How the online lab connects to the university network.</p>',
      mediaFileName: MEDIA_KEYS.image,
    },
    {
      type: 'pdf',
      title: 'Semester handbook',
      descriptionHtml: '<p>Rules, dates and contacts for this semester.</p>',
      mediaFileName: contentKeys.reading('computing'),
    },
    {
      type: 'file',
      title: 'Lab record template',
      descriptionHtml: '<p>Download it and keep your lab record in it.</p>',
      mediaFileName: contentKeys.reading('commerce'),
    },
    {
      type: 'html',
      title: 'Exam guidelines',
      descriptionHtml: '<p>Read the guidelines before you book an exam slot.</p>',
      mediaFileName: contentKeys.lesson('computing'),
    },
    {
      type: 'Interactivity',
      title: 'Try the new practice tool',
      descriptionHtml: '<p>A quick interactive warm-up for the lab.</p>',
      mediaFileName: contentKeys.interactive('computing'),
    },
    {
      type: 'vimeo',
      title: 'Recorded orientation session',
      descriptionHtml: '<p>Missed the orientation? Watch the recording.</p>',
      // As an instructor pastes it: the site's embed code.
      embeddedCode: `<iframe src="https://player.vimeo.com/video/${ANNOUNCEMENT_VIMEO_ID}" width="640" height="360" allow="fullscreen"></iframe>`,
    },
    {
      type: 'youtube',
      title: 'Talk: careers in software',
      descriptionHtml: '<p>An alumni talk on the first years in the industry.</p>',
      webUrl: `https://www.youtube.com/watch?v=${ANNOUNCEMENT_YOUTUBE_ID}`,
    },
  ];
  return rows.map((row, i) => ({
    ...row,
    oid,
    bpid: MEDIA_ANNOUNCEMENTS_BATCH,
    postedAt: nowSeconds - (4 + i) * DAY,
  }));
}

/** Inside the seed's transaction, after the batches. */
export async function seedMediaAnnouncements(tx: SeedTx, { oid, now }: DemoSeed): Promise<void> {
  await tx.insert(schema.announcements).values(demoMediaAnnouncements(oid, Math.floor(now.getTime() / 1000)));
}
