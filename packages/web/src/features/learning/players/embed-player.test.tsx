import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from '../../../app/theme';
import EmbedPlayer from './embed-player';
import { embedSource } from '../../../components/players/embed-player';
import { makeFragmentData } from '../../../gql';
import { Player_object } from '../../../components/players/player-props';

const youtube = makeFragmentData({ id: 'o1', title: 'Lecture: Joins', kind: 'YOUTUBE', contentUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', captions: [] }, Player_object);

describe('the YouTube and Vimeo player', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, shows a calm message with the link instead of a frame', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <ChakraProvider value={portalSystem()}>
        <EmbedPlayer object={youtube} courseId="101202" />
      </ChakraProvider>,
    );
    expect(screen.getByText('This video plays from YouTube, which cannot be reached right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch “Lecture: Joins” on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('knows the watch page of each privacy-enhanced embed, and nothing else', () => {
    expect(embedSource('VIMEO', 'https://player.vimeo.com/video/76979871?dnt=1')?.watchUrl).toBe('https://vimeo.com/76979871');
    expect(embedSource('YOUTUBE', 'https://www.youtube.com/embed/aqz-KE-bpKQ')).toBeNull();
  });
});
