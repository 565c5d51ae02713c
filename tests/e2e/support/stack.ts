/** Where the journeys' own stack listens (playwright.config.ts starts it). */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4100);
export const CLOUD_PORT = Number(process.env.E2E_CLOUD_PORT ?? 4110);
export const portalUrl = `http://localhost:${PORTAL_PORT}`;
export const cloudUrl = `http://127.0.0.1:${CLOUD_PORT}`;

export type Mail = { id: number; to: string; subject: string; text: string; code: string | null; link: string | null; createdAt: string };

/** The newest mail to an address in the local mailbox, waiting briefly for it to arrive. */
export async function latestMail(to: string): Promise<Mail> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${cloudUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const mails = (await res.json()) as Mail[];
      if (mails.length) return mails[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}`);
}

export const DEMO = {
  learner: { username: 'learner@demo.university', password: 'Learner@2026', name: 'Asha Raman' },
  second: { username: 'second@demo.university', password: 'Second@2026', name: 'Kofi Mensah' },
  newLearner: { username: 'newlearner@demo.university', password: 'Welcome@2026', name: 'Neha Learner' },
} as const;
