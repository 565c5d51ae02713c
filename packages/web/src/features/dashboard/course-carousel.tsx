import { useCallback, useEffect, useState } from 'react';
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { CAROUSEL_SLIDES } from '@portal/domain';
import useEmblaCarousel from 'embla-carousel-react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { FragmentType } from '../../gql';
import { CourseCard, type CourseCard_course } from './course-card';

/**
 * Slides per view by window width, from the domain's rule (CAROUSEL_SLIDES).
 * These widths are not Chakra's breakpoints, so they are plain media queries.
 */
const SLIDE_CSS = Object.fromEntries(
  CAROUSEL_SLIDES.map(({ minWidth, slides }) => {
    const flex = `0 0 ${(100 / slides).toFixed(4)}%`;
    return minWidth === 0 ? ['flex', flex] : [`@media (min-width: ${minWidth}px)`, { flex }];
  }),
);

/** One program's courses as a carousel with previous/next buttons (spec part 1, section 2). */
export function CourseCarousel({
  program,
  courses,
}: {
  program: { programId: string; batchId: string; title: string };
  courses: { id: string; ref: FragmentType<typeof CourseCard_course> }[];
}) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const headingId = `program-${program.batchId}-courses`;
  return (
    <Box as="section" aria-roledescription="carousel" aria-labelledby={headingId}>
      <HStack justify="space-between" mb="3" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {program.title}
        </Heading>
        <HStack gap="1" flexShrink={0}>
          <IconButton size="sm" variant="outline" aria-label={`Previous courses of ${program.title}`} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
            <FiChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={`Next courses of ${program.title}`} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <FiChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Box ref={viewportRef} overflow="hidden" mx="-2">
        <Flex>
          {courses.map((course, i) => (
            <Box
              key={course.id}
              css={SLIDE_CSS}
              minW="0"
              px="2"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${courses.length}`}
            >
              {/* At most 4 slides show at once: their images are on the first screen, not lazy. */}
              <CourseCard course={course.ref} eager={i < 4} />
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
