import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp } from '../../../test/render';
import MediaPlayer from './media-player';
import { readPosition, writePosition } from './stored-position';

const respond = () => ({ data: { viewer: DEMO_VIEWER } });
const video = { id: 'obj-301058-1', title: 'Lecture', kind: 'video', contentUrl: '/media/1.f.x/course/media-lab/lecture.webm', captions: [{ src: '/media/1.f.y/course/media-lab/lecture.en.vtt', srclang: 'en', label: 'English' }] };

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
    expect(el).toHaveAttribute('src', video.contentUrl);
    expect(el).toHaveAttribute('controls');
    const track = el.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', video.captions[0].src);
  });

  it('reopens where the learner left, kept per unit in this browser', () => {
    writePosition(video.id, 6.5);
    renderWithApp(<MediaPlayer object={video} courseId="301205" />, { respond });
    const el = screen.getByLabelText('Lecture') as HTMLVideoElement;
    loadMetadata(el, 10);
    expect(el.currentTime).toBe(6.5);
  });

  it('keeps the position on pause, and forgets it once the end is reached', () => {
    renderWithApp(<MediaPlayer object={{ ...video, kind: 'audio', title: 'Briefing', captions: [] }} courseId="301205" />, { respond });
    const el = screen.getByLabelText('Briefing') as HTMLAudioElement;
    expect(el.tagName).toBe('AUDIO');
    loadMetadata(el, 20);
    el.currentTime = 7;
    fireEvent(el, new Event('pause'));
    expect(readPosition(video.id)).toBe(7);
    el.currentTime = 19.5;
    fireEvent(el, new Event('ended'));
    expect(readPosition(video.id)).toBeNull();
  });
});
