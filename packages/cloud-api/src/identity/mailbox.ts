/**
 * The local mailbox: every e-mail the identity endpoint would have sent
 * (verification codes, "Verify Email" links, reset codes, invitations) is
 * stored, logged, and shown at GET /mailbox, so a developer can sign up
 * without a mail server and tests can read codes from GET /mailbox/messages.
 */
import { escapeHtml, normaliseEmail } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import express from 'express';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { mailbox } from '../db/schema.js';
import { standInPage } from '../stand-in-page.js';

/** The JSON shape of GET /mailbox/messages (newest first). */
export type MailMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: string;
};

type OutgoingMail = { to: string; subject: string; text: string; code?: string; link?: string };

export type Mailbox = {
  send(mail: OutgoingMail): Promise<void>;
  list(to?: string): Promise<MailMessage[]>;
};

/** Enough for any test or a day of local use; older mail is still stored. */
const LIST_LIMIT = 200;

export function createMailbox(db: Db, log: Logger): Mailbox {
  return {
    async send(mail) {
      const to = normaliseEmail(mail.to);
      await db.insert(mailbox).values({
        toAddress: to,
        subject: mail.subject,
        bodyText: mail.text,
        code: mail.code ?? null,
        link: mail.link ?? null,
      });
      // A local development mailbox: printing the code and link is the point.
      log.info({ to, subject: mail.subject, code: mail.code, link: mail.link }, `mailbox: "${mail.subject}" to ${to}`);
    },
    async list(to) {
      const query = db.select().from(mailbox);
      const rows = await (to ? query.where(eq(mailbox.toAddress, normaliseEmail(to))) : query).orderBy(desc(mailbox.createdAt), desc(mailbox.id)).limit(LIST_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.bodyText,
        code: r.code,
        link: r.link,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

/** The mailbox's own rules, after the stand-ins' shared ones: wider, a card per message, the code large. */
const MAILBOX_STYLE =
  'body{max-width:52rem}h1{font-size:1.5rem}h2{font-size:1.1rem;margin:.25rem 0}article{border:1px solid #cbd5e0;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}article header{display:flex;justify-content:space-between;gap:1rem;color:#4a5568;font-size:.9rem;flex-wrap:wrap}.code strong{font-size:1.4rem;letter-spacing:.15em;font-family:ui-monospace,monospace}.button{display:inline-block;background:#2b6cb0;color:#fff;padding:.4rem .9rem;border-radius:.35rem;text-decoration:none}pre{white-space:pre-wrap;background:#f7fafc;padding:.5rem;border-radius:.35rem;margin:.5rem 0 0}';

function renderMailboxPage(messages: MailMessage[], to: string | undefined): string {
  const items = messages
    .map((m) => {
      const code = m.code ? `<p class="code">Code: <strong>${escapeHtml(m.code)}</strong></p>` : '';
      const link = m.link ? `<p><a class="button" href="${escapeHtml(m.link)}">Verify Email</a></p>` : '';
      return `<article>
  <header><span class="to">To: <a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a></span>
  <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></header>
  <h2>${escapeHtml(m.subject)}</h2>
  ${code}${link}
  <pre>${escapeHtml(m.text)}</pre>
</article>`;
    })
    .join('\n');
  const heading = to ? `Mailbox of ${to}` : 'Mailbox';
  const empty = messages.length === 0 ? '<p class="empty">No messages yet.</p>' : '';
  const intro = `<p>Every e-mail the local identity endpoint would have sent, newest first.${to ? ' <a href="?">Show all</a>' : ''}</p>`;
  return standInPage('Local identity', heading, `${intro}\n${empty}${items}`, MAILBOX_STYLE);
}

export function mailboxRouter(mail: Mailbox): express.Router {
  const router = express.Router();
  const toParam = (req: express.Request) => (typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to : undefined);

  router.get('/mailbox/messages', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await mail.list(toParam(req)));
  });

  router.get('/mailbox', async (req, res) => {
    const to = toParam(req);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      // The page only ever needs its own inline styles.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderMailboxPage(await mail.list(to), to === undefined ? undefined : normaliseEmail(to)));
  });

  return router;
}
