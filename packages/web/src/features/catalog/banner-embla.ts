import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { BANNER } from '@portal/domain';

/**
 * Embla measures a transition in its own units, not milliseconds: each frame
 * (1/60 s) moves 1/duration of the remaining distance, damped by friction 0.68.
 * With 20 the slide is 99.5 % in place after about 530 ms, our nearest to the
 * spec's 500 ms (spec part 1, section 9; docs/decisions/024-banner-carousel.md).
 */
const EMBLA_DURATION_FOR_500_MS = 20;

/**
 * Embla and Autoplay on the landing banner's viewport: looping, a turn every
 * `BANNER.autoplayMs`. Loaded on the banner's first use or turn (docs/decisions/134).
 * Autoplay keeps the time and turns; whether it may play is the banner's to say
 * (hover, focus, the Pause button), so it starts stopped and stops for nothing itself.
 */
export function startBanner(viewport: HTMLElement, reducedMotion: boolean) {
  const autoplay = Autoplay({
    delay: BANNER.autoplayMs,
    jump: reducedMotion,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnFocusIn: false,
  });
  return EmblaCarousel(viewport, { loop: true, duration: EMBLA_DURATION_FOR_500_MS }, [autoplay]);
}
