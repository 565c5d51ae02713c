import EmblaCarousel from 'embla-carousel';

/**
 * Embla on a course carousel's viewport, a page of slides at a time. Loaded on the
 * carousel's first use (docs/decisions/134): a swipe before that scrolled the
 * scroll-snapped list natively, so Embla takes over from the nearest page.
 */
export function startCourseCarousel(viewport: HTMLElement) {
  const progress = viewport.scrollLeft / Math.max(1, viewport.scrollWidth - viewport.clientWidth);
  viewport.scrollLeft = 0;
  const embla = EmblaCarousel(viewport, {
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const snaps = embla.scrollSnapList();
  embla.scrollTo(
    snaps.reduce((best, snap, i) => (Math.abs(snap - progress) < Math.abs(snaps[best] - progress) ? i : best), 0),
    true,
  );
  return embla;
}
