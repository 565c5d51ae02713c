import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Box, Button, Flex, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../components/later-components';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FiPlay, FiSidebar } from 'react-icons/fi';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LEARNING_MESSAGES, showStart } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { UpNext } from '../../components/up-next';
import { ProgressBar } from '../../components/progress-bar';
import { ScreenState } from '../../components/screen-state';
import { FormAlert } from '../../components/form';
import { EmptyView, LoadingState } from '../../components/states';
import { bringIntoView } from '../../lib/focus';
import { getFragmentData } from '../../gql';
import type { CourseScreen_CourseFragment } from '../../gql/graphql';
import { CourseScreen_course } from './course-fragment';
import { CoursePageDocument } from './course-page-query';
import { CourseOutline } from './course-outline';
import { CourseTabList } from './course-tab-list';
import type { CourseTabProps } from './tabs/course-tab';
import type { CourseParts } from './course-parts';
import { ObjectPlayer } from './object-player';
import { useCourseProgressMutations } from './use-course-progress-mutations';
import { LiveProgress, type PushedCourse } from '../../lib/live/live-progress';

// Each tab is its own file and chunk, so a tab's screen replaces one file; the tabs of other areas come in the parts.
const TAB_SCREEN: Record<'recorded' | 'podcast' | 'references', ComponentType<CourseTabProps>> = {
  recorded: lazy(() => import('./tabs/recorded-sessions-tab')),
  podcast: lazy(() => import('./tabs/podcast-tab')),
  references: lazy(() => import('./tabs/references-tab')),
};
// Save for offline (issue 34): its own chunk, with IndexedDB's, loaded beside the screen.
const SaveForOffline = lazy(() => import('./offline/save-for-offline'));

/**
 * Asks for the course at boot (app/router.tsx, preloadRoute), as soon as this screen's code
 * is here, beside the session question; on a page the gateway drew, the answer is in the
 * page (docs/decisions/181). The screen's first mount then reads it instead of asking again.
 * @public passed on by the course screen's route (app/routes/course-screen.tsx), which app/router.tsx reads through a lazy import(), which knip does not follow.
 */
export function prefetchCoursePage(client: ApolloClient, id: string): Promise<unknown> {
  askedAtBoot = id;
  return client.query({ query: CoursePageDocument, variables: { id }, errorPolicy: 'all' }).catch(() => undefined);
}

let askedAtBoot: string | null = null;

/**
 * The first mount after the boot asked for this course reads that answer; later visits show
 * the cache and refresh it. The answer counts as read once a mount has committed (an effect),
 * not when a render asked: a render React throws away and starts again asks again.
 */
const coursePageFetchPolicy = (id: string): 'cache-first' | 'cache-and-network' => (askedAtBoot === id ? 'cache-first' : 'cache-and-network');

type Course = CourseScreen_CourseFragment;
type Placed = Course['units'][number]['objects'][number] & { unit: Course['units'][number]; index: number };

/** The tabs of a normal course and of a project course (spec part 2, section 2). */
const NORMAL_TABS = ['structure', 'discussion', 'assignment', 'assessment', 'recorded', 'podcast', 'references'] as const;
const PROJECT_TABS = ['structure', 'recorded'] as const;
type TabName = (typeof NORMAL_TABS)[number];
const TAB_LABEL: Record<TabName, string> = {
  structure: 'Course structure',
  discussion: 'Discussion',
  assignment: 'Assignment',
  assessment: 'Assessment',
  recorded: 'Recorded session',
  podcast: 'Podcast',
  references: 'References',
};

/**
 * The course screen, /course?course=<EnrolledCourse.id>&unit=<object id> (spec part 2,
 * section 2): one GraphQL request. The open object is in the address, so reload, back
 * and a shared link reopen it (docs/decisions/105).
 */
export default function CoursePage({ parts }: { parts: CourseParts }) {
  const [params] = useSearchParams();
  const courseId = params.get('course') ?? '';
  // Fixed at mount, for the course the boot asked about (another course in the address asks as usual).
  const [atMount] = useState(() => ({ id: courseId, policy: coursePageFetchPolicy(courseId) }));
  const fetchPolicy = atMount.id === courseId ? atMount.policy : 'cache-and-network';
  useEffect(() => {
    if (askedAtBoot === courseId) askedAtBoot = null;
  }, [courseId]);
  const query = useQuery(CoursePageDocument, { variables: { id: courseId }, skip: !courseId, fetchPolicy, errorPolicy: 'all' });
  const ref = query.data?.viewer?.course;
  const course = ref ? getFragmentData(CourseScreen_course, ref) : query.data?.viewer ? null : undefined;
  // Another tab's step moved this course: the course as stored now (its objects' states are not in
  // the pushed percentages). This tab's own steps come back the same as the screen has them: no ask.
  const shown = useRef(course);
  shown.current = course;
  const pushedProgress = (courses: PushedCourse[]) => {
    const pushed = courses.find((c) => c.id === courseId);
    const now = shown.current;
    if (pushed && now && (pushed.progressPercent !== now.progressPercent || pushed.status !== now.status)) void query.refetch().catch(() => undefined);
  };
  usePageTitle(course?.title ?? 'Course');

  return (
    <>
      <LiveProgress onChange={pushedProgress} />
      <ScreenState
        query={query}
        value={course}
        loading={<CourseSkeleton />}
        errorTitle="We could not load this course"
        isEmpty={() => false}
        missing={
          <Stack gap="4">
            <Heading as="h1" size="2xl">
              Course
            </Heading>
            <EmptyView
              title="This course is not in your programs"
              description="Open a course from your dashboard or from My Programs."
              link={{ to: LEARNER_PATHS.dashboard, label: 'Go to the dashboard' }}
            />
          </Stack>
        }
      >
        {(c) => <CourseScreen course={c} parts={parts} />}
      </ScreenState>
    </>
  );
}

/** The course screen's shape while its answer comes (heading, unit list, player), so the page does not jump. */
function CourseSkeleton() {
  return (
    <Stack gap="5" role="status" aria-live="polite" aria-label="Loading the course…">
      <Stack gap="2">
        <Skeleton height="4" w="40" />
        <Skeleton height="8" w="72" maxW="100%" />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(260px, 340px) 1fr' }} gap="5" alignItems="start">
        <Stack gap="2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="12" borderRadius="md" />
          ))}
        </Stack>
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
          <SkeletonText noOfLines={2} gap="3" mb="4" />
          <Skeleton height="48" />
        </Box>
      </Grid>
    </Stack>
  );
}

/** The open tab is in the address (like the open object), so a reload keeps an open attempt's tab (docs/decisions/152). */
function useCourseTab(): [TabName, (name: TabName) => void] {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabName = (NORMAL_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as TabName) : 'structure';
  const setTab = (name: TabName) => {
    const next = new URLSearchParams(params);
    if (name === 'structure') next.delete('tab');
    else next.set('tab', name);
    next.delete('attempt');
    setParams(next, { replace: true });
  };
  return [tab, setTab];
}

function CourseScreen({ course, parts }: { course: Course; parts: CourseParts }) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('unit');
  const steps = useCourseProgressMutations(course.id);
  const [message, setMessage] = useState<string | null>(null);
  const [outlineOpen, setOutlineOpen] = useState(true);
  const [tab, setTab] = useCourseTab();
  const player = useRef<HTMLDivElement>(null);
  // Set by what the learner pressed (Continue here or on the dashboard, Start, a unit in the
  // outline), not by a reload or a shared link: then the player is brought into view and its
  // heading focused.
  const location = useLocation();
  const scrollOnOpen = useRef(Boolean((location.state as { continue?: boolean } | null)?.continue));
  const showPlayer = () => bringIntoView(player.current, document.getElementById('player-title'));

  const objects: Placed[] = useMemo(() => {
    const out: Placed[] = [];
    for (const unit of course.units) for (const object of unit.objects) out.push({ ...object, unit, index: out.length });
    return out;
  }, [course.units]);
  const current = openId ? (objects.find((o) => o.id === openId) ?? null) : null;
  const [expanded, setExpanded] = useState<string[]>(() => [current?.unit.id ?? course.units[0]?.id].filter((id): id is string => Boolean(id)));

  const showObject = (id: string, replace = false) => {
    const next = new URLSearchParams(params);
    next.set('unit', id);
    setParams(next, { replace });
  };

  /** Opens an object: the lock and disabled rules say no at once (the gateway says it again when asked). */
  const open = (id: string) => {
    const object = objects.find((o) => o.id === id);
    if (!object) return;
    // The gateway's one access rule says why an object does not open (docs/decisions/173).
    if (object.unavailableMessage) return setMessage(object.unavailableMessage);
    setMessage(null);
    scrollOnOpen.current = true;
    setExpanded((value) => (value.includes(object.unit.id) ? value : [...value, object.unit.id]));
    showObject(id);
  };

  // The object in the address becomes the current one upstream (0 to 1, spec part 2,
  // section 4), whether it was clicked, resumed or opened from a shared link.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!current || current.state !== 'NOT_STARTED' || current.unavailableMessage || asked.current.has(current.id)) return;
    asked.current.add(current.id);
    void steps.open(current.id).then((errors) => errors[0] && setMessage(errors[0].message));
  }, [current, steps]);

  // Resume (issue 8): a started course opens on the first unfinished object.
  useEffect(() => {
    if (!openId && course.enabled && !showStart(course) && course.resumeUnitId) showObject(course.resumeUnitId, true);
    // Only when the address names no object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, course.enabled, course.status, course.resumeUnitId]);

  // Opening an object expands its unit and scrolls its player into view (spec part 2, section 2),
  // with focus on its heading (issue 17, section 4: on a phone it opened below the fold).
  useEffect(() => {
    if (!current) return;
    setExpanded((value) => (value.includes(current.unit.id) ? value : [...value, current.unit.id]));
    if (scrollOnOpen.current) {
      scrollOnOpen.current = false;
      // After the frame that laid out the expanded unit above the player (the outline sits above it on a phone).
      requestAnimationFrame(showPlayer);
    }
  }, [current]);

  const [started, setStarted] = useState(false);
  const start = async () => {
    setMessage(null);
    // The resume effect opens the first object once the course is started: bring it into view then.
    scrollOnOpen.current = true;
    const errors = await steps.start();
    if (errors[0]) {
      scrollOnOpen.current = false;
      setMessage(errors[0].message);
    } else setStarted(true);
  };

  const complete = async (seconds: number) => {
    if (!current) return;
    const errors = await steps.complete(current.id, seconds);
    setMessage(errors[0]?.message ?? null);
    // Mark Complete was pressed in the player, which now says Done: focus its heading, heard by a screen reader.
    if (!errors[0]) document.getElementById('player-title')?.focus({ preventScroll: true });
  };
  const resumeObject = course.resumeUnitId ? objects.find((o) => o.id === course.resumeUnitId) : undefined;

  const tabs: readonly TabName[] = course.type === 'PROJECT' ? PROJECT_TABS : NORMAL_TABS;

  return (
    <Stack gap="5">
      <CourseHeader course={course} parts={parts} unitId={current?.unit.id} onContinue={course.resumeUnitId ? () => open(course.resumeUnitId!) : undefined} />

      {!course.enabled ? (
        <FormAlert status="warning">{LEARNING_MESSAGES.courseDisabled}</FormAlert>
      ) : (
        // An id of its own, not React's: a tab's panel mounts when first opened, and on a page the
        // gateway drew its ids must be the drawn tabs' ones (docs/decisions/181).
        <Tabs.Root id={`course-${course.id}`} value={tab} onValueChange={(e) => setTab(e.value as TabName)} variant="line" colorPalette="brand" lazyMount>
          <CourseTabList>
            {tabs.map((name) => (
              <Tabs.Trigger key={name} value={name}>
                {TAB_LABEL[name]}
              </Tabs.Trigger>
            ))}
          </CourseTabList>
          <Tabs.Content value="structure">
            {course.type === 'PROJECT' ? (
              // Project objectives (issue 19; spec part 2, section 2): units, objectives and their threads.
              <Suspense fallback={<LoadingState />}>
                <parts.ProjectStructure courseId={course.id} programId={course.programId} />
              </Suspense>
            ) : (
              <Stack gap="4">
                <StructureActions
                  course={course}
                  openId={openId}
                  resumeObject={resumeObject}
                  starting={steps.starting}
                  onStart={() => void start()}
                  onOpen={open}
                  outlineOpen={outlineOpen}
                  onToggleOutline={() => setOutlineOpen((v) => !v)}
                />
                {started && objects[0]?.state === 'COMPLETED' ? (
                  // spec part 2, section 2: Start marks the course started and the first object done (issue 17, Keep: say so).
                  <Text fontSize="sm" color="fg.muted" role="status">
                    Your course has started, and its first item, {objects[0].title}, is marked done.
                  </Text>
                ) : null}
                {message ? (
                  <FormAlert status="warning" urgent>
                    {message}
                  </FormAlert>
                ) : null}
                <OutlineAndPlayer
                  course={course}
                  objects={objects}
                  current={current}
                  expanded={expanded}
                  onExpandedChange={setExpanded}
                  onOpen={open}
                  outlineOpen={outlineOpen}
                  playerRef={player}
                  players={parts.players}
                  completing={steps.completing}
                  onClose={() => {
                    const next = new URLSearchParams(params);
                    next.delete('unit');
                    setParams(next);
                  }}
                  onComplete={(seconds) => void complete(seconds)}
                />
              </Stack>
            )}
          </Tabs.Content>
          {tabs
            .filter((name): name is Exclude<TabName, 'structure'> => name !== 'structure')
            .map((name) => (
              <Tabs.Content key={name} value={name}>
                <Suspense fallback={<LoadingState />}>
                  <CourseTab name={name} courseId={course.id} parts={parts} />
                </Suspense>
              </Tabs.Content>
            ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}

/** The course's program, title and progress, with Save for offline, the feedback entries and the way to the certificate. */
function CourseHeader({ course, parts, unitId, onContinue }: { course: Course; parts: CourseParts; unitId: string | undefined; onContinue: (() => void) | undefined }) {
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        {course.programTitle}
      </Text>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {course.title}
      </Heading>
      {course.enabled ? (
        <Box maxW="md">
          <ProgressBar value={course.progressPercent} label={`Progress in ${course.title}`} />
        </Box>
      ) : null}
      {course.enabled && course.type !== 'PROJECT' ? (
        // Its row's height is kept from the first drawing: the buttons come once the page is live,
        // and appearing they pushed the tabs down (Lighthouse's layout shift; docs/decisions/384).
        <Box minH="9">
          <Suspense fallback={null}>
            <SaveForOffline courseId={course.id} unitId={unitId} code={parts.offlineCode} />
          </Suspense>
        </Box>
      ) : null}
      {/* Instructor Feedback and Course Feedback (spec part 2, section 6; issue 19). */}
      {course.enabled ? <parts.FeedbackEntries course={course} /> : null}
      {/* issues 19 and 31: the way to the course certificate, step by step (spec part 2, sections 2 and 4). */}
      {course.enabled ? <parts.Certificate course={course} onContinue={onContinue} /> : null}
    </Stack>
  );
}

/** Start (or Continue, with what is up next) and the outline's toggle. */
function StructureActions({
  course,
  openId,
  resumeObject,
  starting,
  onStart,
  onOpen,
  outlineOpen,
  onToggleOutline,
}: {
  course: Course;
  openId: string | null;
  resumeObject: Placed | undefined;
  starting: boolean;
  onStart: () => void;
  onOpen: (id: string) => void;
  outlineOpen: boolean;
  onToggleOutline: () => void;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      {showStart(course) ? (
        <Button colorPalette="brand" onClick={onStart} loading={starting}>
          <FiPlay aria-hidden /> Start
        </Button>
      ) : course.resumeUnitId && course.resumeUnitId !== openId ? (
        <Button colorPalette="brand" variant="outline" onClick={() => onOpen(course.resumeUnitId!)} aria-describedby={resumeObject ? 'course-up-next' : undefined}>
          <FiPlay aria-hidden /> Continue
        </Button>
      ) : null}
      {!showStart(course) && resumeObject && resumeObject.id !== openId ? <UpNext id="course-up-next" object={resumeObject} unit={resumeObject.unit} /> : null}
      <Button variant="ghost" onClick={onToggleOutline} aria-expanded={outlineOpen} aria-controls="course-outline">
        <FiSidebar aria-hidden /> {outlineOpen ? 'Hide units' : 'Show units'}
      </Button>
    </Flex>
  );
}

/** The units' outline (when shown) beside the open object's player. */
function OutlineAndPlayer({
  course,
  objects,
  current,
  expanded,
  onExpandedChange,
  onOpen,
  outlineOpen,
  playerRef,
  players,
  completing,
  onClose,
  onComplete,
}: {
  course: Course;
  objects: Placed[];
  current: Placed | null;
  expanded: string[];
  onExpandedChange: (value: string[]) => void;
  onOpen: (id: string) => void;
  outlineOpen: boolean;
  playerRef: RefObject<HTMLDivElement | null>;
  players: CourseParts['players'];
  completing: boolean;
  onClose: () => void;
  onComplete: (seconds: number) => void;
}) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: outlineOpen ? 'minmax(260px, 340px) 1fr' : '1fr' }} gap="5" alignItems="start">
      {outlineOpen ? (
        <Box id="course-outline" as="nav" aria-label="Units of the course">
          <CourseOutline course={course} openObjectId={current?.id ?? null} expanded={expanded} onExpandedChange={onExpandedChange} onOpen={onOpen} />
        </Box>
      ) : null}
      <Box ref={playerRef} scrollMarginTop="20">
        {current ? (
          <ObjectPlayer
            courseId={course.id}
            object={current}
            players={players}
            index={current.index}
            hasNext={current.index < objects.length - 1}
            blockedMessage={current.unavailableMessage ?? null}
            completing={completing}
            onClose={onClose}
            onPrev={() => onOpen(objects[current.index - 1].id)}
            onNext={() => onOpen(objects[current.index + 1].id)}
            onComplete={onComplete}
          />
        ) : (
          <Text color="fg.muted" py="4">
            {showStart(course) ? 'Press Start to begin the course.' : 'Choose an object of a unit to open it.'}
          </Text>
        )}
      </Box>
    </Grid>
  );
}

function CourseTab({ name, courseId, parts }: { name: Exclude<TabName, 'structure'>; courseId: string; parts: CourseParts }) {
  const Screen = name === 'discussion' || name === 'assignment' || name === 'assessment' ? parts.tabs[name] : TAB_SCREEN[name];
  return <Screen courseId={courseId} />;
}
