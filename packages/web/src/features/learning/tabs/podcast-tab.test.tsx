import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import PodcastTab from './podcast-tab';

const units = [
  {
    __typename: 'PodcastUnit',
    id: '301058',
    title: 'Media lab',
    durationMinutes: 40,
    podcasts: [{ __typename: 'Podcast', id: 'p1', title: 'Podcast: the first hundred days', enabled: true, unavailableMessage: null, audioUrl: '/media/1.f.x/course/media-lab/podcast.wav' }],
  },
  {
    __typename: 'PodcastUnit',
    id: '301059',
    title: 'Listening',
    durationMinutes: 20,
    podcasts: [{ __typename: 'Podcast', id: 'p2', title: 'Podcast: an interview', enabled: false, unavailableMessage: 'Disabled by admin', audioUrl: null }],
  },
];

const respondWith =
  (coursePodcasts: unknown): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { coursePodcasts } };

describe('Podcast tab (spec part 2, sections 2 and 9)', () => {
  it('groups podcasts by unit with the duration in Minutes, and says a disabled one is disabled', async () => {
    const user = userEvent.setup();
    renderWithApp(<PodcastTab courseId="301205" />, { respond: respondWith(units) });
    expect(await screen.findByText('Media lab')).toBeVisible();
    expect(screen.getByText('40 Minutes')).toBeVisible();
    expect(screen.getByText('20 Minutes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Listening/ }));
    expect(await screen.findByText('Disabled by admin')).toBeVisible();
  });

  it('says why a podcast the course screen would not open does not play, in the gateway\u2019s words (docs/decisions/173)', async () => {
    const locked = [{ ...units[0], podcasts: [{ ...units[0].podcasts[0], unavailableMessage: 'Please Mark Complete previously viewed object.', audioUrl: null }] }];
    renderWithApp(<PodcastTab courseId="301205" />, { respond: respondWith(locked) });
    expect(await screen.findByText('Please Mark Complete previously viewed object.')).toBeVisible();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByText('Disabled by admin')).not.toBeInTheDocument();
  });

  it('opens its audio player at volume 0.8, with play, seek and mute', async () => {
    const user = userEvent.setup();
    renderWithApp(<PodcastTab courseId="301205" />, { respond: respondWith(units) });
    const volume = await screen.findByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('0.8');
    const audio = document.querySelector('audio')!;
    expect(audio.volume).toBe(0.8);
    expect(screen.getByRole('button', { name: 'Play Podcast: the first hundred days' })).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(volume, { target: { value: '0.5' } });
    expect(audio.volume).toBe(0.5);
    expect(audio.muted).toBe(false);
  });

  it("says 'No Data' when the course has no podcasts", async () => {
    renderWithApp(<PodcastTab courseId="301205" />, { respond: respondWith([]) });
    expect(await screen.findByText('No Data')).toBeVisible();
  });
});
