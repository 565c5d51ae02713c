import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { lessonFrameUrl } from '../../lib/content-keeper-bridge';
import HtmlPlayer from './html-player';

const LESSON = `http://127.0.0.1:4001/media/1.f.${'b'.repeat(64)}/course/lessons/one.html`;
const respond = () => ({ data: { viewer: null } });

describe('the HTML lesson player', () => {
  it('frames a lesson in an opaque origin; offline, a saved lesson’s frame on the content origin keeps that origin so its worker answers (docs/decisions/390)', async () => {
    const { unmount } = renderWithApp(<HtmlPlayer content={{ id: 'o1', title: 'Lesson one', kind: 'HTML', contentUrl: LESSON }} />, { respond });
    expect(await screen.findByTitle('Lesson one')).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    unmount();
    renderWithApp(<HtmlPlayer content={{ id: 'o1', title: 'Lesson one', kind: 'HTML', contentUrl: lessonFrameUrl(LESSON) }} />, { respond });
    expect(await screen.findByTitle('Lesson one')).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  });
});
