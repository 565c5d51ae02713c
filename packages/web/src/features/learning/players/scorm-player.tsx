import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { scormSaysDone as domainScormSaysDone } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { LoadingState } from '../../../components/states';
import type { ScormVersion } from '../../../gql/graphql';
import type { PlayerProps } from './player-props';
import { useScormCommitMutation, useScormRuntime } from './use-scorm-runtime';

type Cmi = Record<string, unknown>;
type ScormApi = {
  loadFromJSON(json: Cmi, element?: string): void;
  on(event: string, callback: (...args: unknown[]) => void): void;
  reset?: () => void;
};
type Commit = { cmi: Cmi; sequence: number; terminate: boolean };
type ApiClass = new (settings: object, httpService: object) => ScormApi;

/** scorm-again's ES modules export the class by name; its type declarations say default. Either way, the class. */
function apiClass(module: unknown, name: 'Scorm12API' | 'Scorm2004API'): ApiClass {
  const m = module as Record<string, ApiClass | undefined>;
  return (m[name] ?? m.default) as ApiClass;
}

/** The SCORM rule of issue 8 (the domain's; the gateway decides with the same, this only refreshes the screen sooner). */
export function scormSaysDone(version: ScormVersion, cmi: Cmi): boolean {
  return domainScormSaysDone(version === 'SCORM_12' ? '1.2' : '2004', cmi);
}

/**
 * Makes the LMS side of scorm-again for one package: its runtime data restored from the
 * server, and every commit handed to `commit` instead of an HTTP call of its own (the
 * gateway's GraphQL endpoint keeps CSRF prevention and the session cookie). It is put on
 * window as API (1.2) or API_1484_11 (2004), where the package's frame finds it.
 */
export async function createScormApi(version: ScormVersion, stored: Cmi | null, firstSequence: number, commit: (c: Commit) => void) {
  let sequence = firstSequence;
  const httpService = {
    processHttpRequest(_url: string, params: unknown, immediate: boolean) {
      const body = (params ?? {}) as { cmi?: Cmi };
      commit({ cmi: body.cmi ?? (params as Cmi), sequence: sequence++, terminate: immediate });
      return { result: 'true', errorCode: 0 };
    },
    updateSettings() {},
  };
  // The commit URL is never fetched: the injected service takes every commit.
  const settings = { lmsCommitUrl: 'graphql:scormCommit', dataCommitFormat: 'json', autocommit: false, logLevel: 5 as const, renderCommonCommitFields: false };
  let api: ScormApi;
  if (version === 'SCORM_12') {
    const Api = apiClass(await import('scorm-again/scorm12'), 'Scorm12API');
    api = new Api(settings, httpService);
    if (stored) api.loadFromJSON(stored, 'cmi');
    (window as unknown as { API?: unknown }).API = api;
  } else {
    const Api = apiClass(await import('scorm-again/scorm2004'), 'Scorm2004API');
    api = new Api(settings, httpService);
    if (stored) api.loadFromJSON(stored, 'cmi');
    (window as unknown as { API_1484_11?: unknown }).API_1484_11 = api;
  }
  return {
    api,
    remove() {
      const w = window as unknown as Record<string, unknown>;
      if (w.API === api) delete w.API;
      if (w.API_1484_11 === api) delete w.API_1484_11;
    },
  };
}

/**
 * SCORM 1.2 and 2004 units (issue 8) with scorm-again: the package runs in a frame from our
 * own origin (under a signed folder, so its relative links work), its runtime data is
 * committed to the server and restored on the next visit.
 */
export default function ScormPlayer({ object, courseId, onComplete }: PlayerProps) {
  const query = useScormRuntime(courseId, object.id);
  const [commitMutation] = useScormCommitMutation();
  const [ready, setReady] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const completedRef = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const runtime = query.data?.scormRuntime;

  useEffect(() => {
    if (!runtime) return;
    let cancelled = false;
    let removeApi: (() => void) | undefined;
    completedRef.current = runtime.completed;
    const stored = runtime.data ? (JSON.parse(runtime.data) as Cmi) : null;
    const commit = ({ cmi, sequence }: Commit) => {
      if (!completedRef.current && scormSaysDone(runtime.version, cmi)) {
        completedRef.current = true;
        onCompleteRef.current?.();
      }
      void commitMutation({
        variables: { input: { courseId, objectId: object.id, version: runtime.version, data: JSON.stringify(cmi), sequence } },
        // The last commit may be sent as the page goes away.
        context: { fetchOptions: { keepalive: true } },
      }).then(
        (result) => setSaveFailed(Boolean(result.data?.scormCommit.userErrors.length)),
        () => setSaveFailed(true),
      );
    };
    void createScormApi(runtime.version, stored, runtime.sequence + 1, commit).then((made) => {
      if (cancelled) return made.remove();
      removeApi = made.remove;
      setReady(true);
    });
    return () => {
      cancelled = true;
      setReady(false);
      removeApi?.();
    };
    // One API per package and visit; a refetch of the same runtime keeps it.
  }, [runtime?.objectId, runtime?.launchUrl]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ScreenState query={query} value={runtime} loading={<LoadingState label="Opening the lesson" />} errorTitle="We could not open this lesson">
      {(value) => (
        <Box>
          {saveFailed ? (
            <Text role="alert" color="fg.error" mb="2">
              Your progress in this lesson could not be saved. Check your connection; it is saved again at the next step.
            </Text>
          ) : null}
          {ready ? (
            <Box h={{ base: '70vh', md: '560px' }} borderWidth="1px" borderRadius="md" overflow="hidden" bg="white">
              <iframe src={value.launchUrl} title={object.title} style={{ width: '100%', height: '100%', border: 0 }} />
            </Box>
          ) : (
            <LoadingState label="Opening the lesson" />
          )}
        </Box>
      )}
    </ScreenState>
  );
}
