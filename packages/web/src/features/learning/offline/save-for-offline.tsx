import { useEffect, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { FiDownload } from 'react-icons/fi';
import { LEARNER_PATHS } from '../../../app/paths';
import { ProgressBar } from '../../../components/progress-bar';
import { FormAlert } from '../../../components/form';
import { useViewer } from '../../../lib/session';
import { failureKind } from '../../../lib/failure';
import { savedCourse, type SavedCourse } from '../../../offline/store';
import { measureSave, saveCourse, type SaveDeps, type SaveProgress } from './save-course';
import { formatBytes, KIND_LABEL } from './sizes';

type Measured = Awaited<ReturnType<typeof measureSave>>;
type State = { step: 'idle' } | { step: 'measuring' } | { step: 'confirm'; measured: Measured } | { step: 'saving'; progress: SaveProgress } | { step: 'failed'; message: string };

const SAVE_COPY = {
  save: 'Save for offline',
  saveUnit: 'Save this unit',
  resume: 'Resume saving',
  saved: 'Saved for offline',
  measuring: 'Checking the sizes…',
  nothing: 'Nothing here can be saved for offline: its units open online only.',
  failed: 'Saving stopped. What is saved so far is kept; press Resume saving to go on.',
  quizzes: (titles: string[]) => `Quizzes to answer offline (your answers are sent when the connection returns): ${titles.join(', ')}.`,
} as const;

/**
 * "Save for offline" on the course screen (issue 34; docs/decisions/331): the whole course, or
 * the open unit. The sizes come first (a video's with it), then the download with its bar; a
 * save that stopped says so and resumes where it was.
 */
export default function SaveForOffline({ courseId, unitId, code }: { courseId: string; unitId?: string; code?: SaveDeps['code'] }) {
  const client = useApolloClient();
  const viewer = useViewer();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [saved, setSaved] = useState<SavedCourse | null>(null);
  const [scope, setScope] = useState<string | undefined>(undefined);
  // Drawn only in the browser, once its handlers are attached: the gateway's drawing of the
  // course screen has no button to press before the page is live (what is saved is the
  // device's, which the gateway cannot know anyway).
  const [inBrowser, setInBrowser] = useState(false);

  useEffect(() => {
    setInBrowser(true);
    let live = true;
    savedCourse(courseId)
      .then((course) => live && setSaved(course ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId]);

  const measure = async (unit?: string) => {
    setScope(unit);
    setState({ step: 'measuring' });
    try {
      setState({ step: 'confirm', measured: await measureSave({ client, viewerId: viewer.id }, courseId, unit) });
    } catch (error) {
      setState({ step: 'failed', message: failureKind(error) === 'offline' ? 'You are offline: saving needs the connection.' : SAVE_COPY.failed });
    }
  };

  const save = async (measured: Measured) => {
    setState({ step: 'saving', progress: { savedBytes: 0, totalBytes: 0 } });
    try {
      const record = await saveCourse({ client, viewerId: viewer.id, code }, courseId, measured, (progress) => setState({ step: 'saving', progress }), scope);
      setSaved(record);
      setState({ step: 'idle' });
    } catch {
      setSaved((await savedCourse(courseId).catch(() => undefined)) ?? null);
      setState({ step: 'failed', message: SAVE_COPY.failed });
    }
  };

  if (!inBrowser) return null;
  if (state.step === 'measuring')
    return (
      <Text role="status" fontSize="sm">
        {SAVE_COPY.measuring}
      </Text>
    );
  if (state.step === 'saving') {
    const { savedBytes, totalBytes } = state.progress;
    return (
      <Stack gap="1" maxW="md">
        <ProgressBar value={totalBytes ? (100 * savedBytes) / totalBytes : 0} label="Saving for offline" />
        <Text fontSize="sm" color="fg.muted">
          {formatBytes(savedBytes)} of {formatBytes(totalBytes)}
        </Text>
      </Stack>
    );
  }
  if (state.step === 'confirm') {
    const { files, quizzes, onlineOnly, contentRefused } = state.measured;
    const missing = files.filter((f) => !f.saved);
    const total = missing.reduce((sum, f) => sum + f.bytes, 0);
    const byKind = new Map<string, number>();
    for (const file of missing) byKind.set(file.kind, (byKind.get(file.kind) ?? 0) + file.bytes);
    return (
      <Stack gap="2" maxW="xl" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Save for offline">
        {files.length === 0 && quizzes.length === 0 ? (
          <Text fontSize="sm">{SAVE_COPY.nothing}</Text>
        ) : (
          <Text fontSize="sm">
            {missing.length} {missing.length === 1 ? 'file' : 'files'} to save, {formatBytes(total)}:{' '}
            {[...byKind].map(([kind, bytes]) => `${KIND_LABEL[kind] ?? kind} ${formatBytes(bytes)}`).join(', ')}.
          </Text>
        )}
        {quizzes.length ? <Text fontSize="sm">{SAVE_COPY.quizzes(quizzes.map((q) => q.title))}</Text> : null}
        {onlineOnly.length ? (
          <Text fontSize="sm" color="fg.muted">
            Online only: {onlineOnly.map((o) => o.title).join(', ')}.
          </Text>
        ) : null}
        {contentRefused ? (
          <Text fontSize="sm" color="fg.muted">
            {contentRefused}
          </Text>
        ) : null}
        <HStack gap="2">
          {files.length || quizzes.length ? (
            <Button size="sm" colorPalette="brand" onClick={() => void save(state.measured)}>
              <FiDownload aria-hidden /> Save {formatBytes(total)}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setState({ step: 'idle' })}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }
  const incomplete = saved && !saved.complete;
  return (
    <Stack gap="2">
      {state.step === 'failed' ? <FormAlert status="warning">{state.message}</FormAlert> : null}
      <HStack gap="2" wrap="wrap">
        {saved?.complete ? (
          <Text fontSize="sm" role="status">
            {SAVE_COPY.saved} · {formatBytes(saved.files.reduce((sum, f) => sum + f.bytes, 0))} ·{' '}
            <RouterLink to={LEARNER_PATHS.downloads} style={{ textDecoration: 'underline' }}>
              Downloads
            </RouterLink>
          </Text>
        ) : null}
        {/* A unit's save that stopped resumes as that unit's, after a reload too. */}
        <Button size="sm" variant="outline" onClick={() => void measure(incomplete ? saved.unitId : undefined)}>
          <FiDownload aria-hidden /> {incomplete ? SAVE_COPY.resume : saved?.complete ? 'Save again' : SAVE_COPY.save}
        </Button>
        {unitId && !incomplete ? (
          <Button size="sm" variant="ghost" onClick={() => void measure(unitId)}>
            {SAVE_COPY.saveUnit}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
