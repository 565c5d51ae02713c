import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp } from '../../../test/render';
import MediaPlayer from './media-player';
import { readPosition, writePosition } from '../../../components/players/stored-position';
import { makeFragmentData } from '../../../gql';
import { Player_object } from '../../../components/players/player-props';

const respond = () => ({ data: { viewer: DEMO_VIEWER } });
const lecture = {
  id: 'obj-301058-1',
  title: 'Lecture',
  kind: 'VIDEO' as const,
  contentUrl: '/media/1.f.x/course/media-lab/lecture.webm',
  captions: [{ src: '/media/1.f.y/course/media-lab/lecture.en.vtt', srclang: 'en', label: 'English' }],
};
const video = makeFragmentData(lecture, Player_object);

afterEach(() => window.localStorage.clear());

/** jsdom has no media engine: give the element the duration a browser would read. */
function loadMetadata(el: HTMLMediaElement, duration: number) {
  Object.defineProperty(el, 'duration', { configurable: true, value: duration });
  fireEvent(el, new Event('loadedmetadata'));
}

describe('media player (issue 8)', () => {
  it('plays the video from our origin with its caption track', () => {
    renderWithApp(<MediaPlayer object={video} courseId="301205" />, { respond });
    const el = screen.getByLabelText('Lecture') as HTMLVideoElement;
    expect(el.tagName).toBe('VIDEO');
    expect(el).toHaveAttribute('src', lecture.contentUrl);
    expect(el).toHaveAttribute('controls');
    const track = el.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', lecture.captions[0].src);
  });

  it('reopens where the learner left, kept per unit in this browser', () => {
    writePosition(lecture.id, 6.5);
    renderWithApp(<MediaPlayer object={video} courseId="301205" />, { respond });
    const el = screen.getByLabelText('Lecture') as HTMLVideoElement;
    loadMetadata(el, 10);
    expect(el.currentTime).toBe(6.5);
  });

  it('keeps the position on pause, and forgets it once the end is reached', () => {
    renderWithApp(<MediaPlayer object={makeFragmentData({ ...lecture, kind: 'AUDIO', title: 'Briefing', captions: [] }, Player_object)} courseId="301205" />, { respond });
    const el = screen.getByLabelText('Briefing') as HTMLAudioElement;
    expect(el.tagName).toBe('AUDIO');
    loadMetadata(el, 20);
    el.currentTime = 7;
    fireEvent(el, new Event('pause'));
    expect(readPosition(lecture.id)).toBe(7);
    el.currentTime = 19.5;
    fireEvent(el, new Event('ended'));
    expect(readPosition(lecture.id)).toBeNull();
  });
});
