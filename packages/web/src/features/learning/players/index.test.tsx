import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { DEMO_VIEWER, renderWithApp } from '../../../test/render';
import { playerFor } from './index';
import { makeFragmentData } from '../../../gql';
import { Player_object } from '../../../components/players/player-props';

/** The course screen's registry: each kind opens its own player (spec part 2, section 3). */
describe('the player of each kind', () => {
  it('plays video, audio and podcast units in the media player, a podcast as audio', async () => {
    expect(playerFor('AUDIO')).toBe(playerFor('VIDEO'));
    expect(playerFor('PODCAST')).toBe(playerFor('VIDEO'));
    const Player = playerFor('PODCAST');
    renderWithApp(
      <Suspense fallback={null}>
        <Player courseId="301205" object={makeFragmentData({ id: 'p1', title: 'Podcast one', kind: 'PODCAST', contentUrl: '/media/1.f.x/course/a/p.wav', captions: [] }, Player_object)} />
      </Suspense>,
      { respond: () => ({ data: { viewer: DEMO_VIEWER } }) },
    );
    expect((await screen.findByLabelText('Podcast one')).tagName).toBe('AUDIO');
  });

  it('gives PDF, SCORM, HTML and embeds players of their own, and an unknown kind the sandboxed page player', () => {
    const players = ['PDF', 'SCORM', 'HTML', 'YOUTUBE', 'VIDEO'].map((kind) => playerFor(kind));
    expect(new Set(players).size).toBe(players.length);
    expect(playerFor('INTERACTIVITY')).toBe(playerFor('HTML'));
    expect(playerFor('SOMETHING_NEW')).toBe(playerFor('HTML'));
  });

  it('opens a kind another area plays (a quiz, a feedback form) in the player handed in for it', () => {
    const QuizPlayer = () => null;
    expect(playerFor('QUIZ', { QUIZ: QuizPlayer })).toBe(QuizPlayer);
    expect(playerFor('VIDEO', { QUIZ: QuizPlayer })).toBe(playerFor('VIDEO'));
  });
});
