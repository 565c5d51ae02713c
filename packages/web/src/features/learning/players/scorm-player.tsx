import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { scormSaysDone as domainScormSaysDone } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { LoadingState } from '../../../components/states';
import type { ScormVersion } from '../../../gql/graphql';
import { acceptFrameMessage, runtimeFrameUrl, type StartMessage } from '../../../lib/scorm-bridge';
import { getFragmentData } from '../../../gql';
import { Player_object, usePlayerContentQuery, type PlayerProps } from '../../../components/players/player-props';
import { ScormRuntimeDocument, useScormCommitMutation } from './use-scorm-runtime';

type Cmi = Record<string, unknown>;

/** The SCORM rule of issue 8 (the domain's; the gateway decides with the same, this only refreshes the screen sooner). */
function scormSaysDone(version: ScormVersion, cmi: Cmi): boolean {
  return domainScormSaysDone(version === 'SCORM_12' ? '1.2' : '2004', cmi);
}

/**
 * SCORM 1.2 and 2004 units (issue 8) with scorm-again, isolated from the portal
 * (docs/decisions/170): the package and its API run in the runtime frame on the
 * content origin, which has no session; this player sends the frame the
 * package's address and the learner's stored runtime data, and saves every
 * commit the frame posts back through the gateway (scormCommit, with a
 * sequence number per commit and keepalive for the last one).
 */
export default function ScormPlayer({ object: ref, courseId, onComplete }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  const query = usePlayerContentQuery(ScormRuntimeDocument, courseId, object.id);
  const [commitMutation] = useScormCommitMutation();
  const [ready, setReady] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const completedRef = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const runtime = query.data?.scormRuntime;

  useEffect(() => {
    if (!runtime) return;
    let contentOrigin: string;
    try {
      contentOrigin = new URL(runtime.launchUrl).origin;
    } catch {
      return;
    }
    completedRef.current = runtime.completed;
    let latest = runtime.data ? (JSON.parse(runtime.data) as Cmi) : null;
    let sequence = runtime.sequence + 1;
    // The frame's window, known once it says ready: later messages must come from that very window.
    let frameWindow: Window | null = null;
    const save = (cmi: Cmi) => {
      latest = cmi;
      if (!completedRef.current && scormSaysDone(runtime.version, cmi)) {
        completedRef.current = true;
        onCompleteRef.current?.();
      }
      void commitMutation({
        variables: { input: { courseId, objectId: object.id, version: runtime.version, data: JSON.stringify(cmi), sequence: sequence++ } },
        // The last commit may be sent as the page goes away.
        context: { fetchOptions: { keepalive: true } },
      }).then(
        (result) => setSaveFailed(Boolean(result.data?.scormCommit.userErrors.length)),
        () => setSaveFailed(true),
      );
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptFrameMessage(event, contentOrigin, frameWindow ?? frameRef.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        frameWindow = event.source as Window;
        const start: StartMessage = { bridge: 'portal-scorm', type: 'start', version: runtime.version === 'SCORM_12' ? '1.2' : '2004', launchUrl: runtime.launchUrl, cmi: latest };
        frameWindow.postMessage(start, contentOrigin);
      } else save(message.cmi);
    };
    window.addEventListener('message', onMessage);
    setReady(true);
    return () => {
      setReady(false);
      // What a package commits as its frame goes away never arrives (Chromium delivers no message
      // from a frame being removed): its own commits and the frame's autocommit have saved it.
      window.removeEventListener('message', onMessage);
    };
    // One frame per package and visit; a refetch of the same runtime keeps it.
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
              {/* allow-same-origin keeps the content origin (the package's frames script each other and
                  find the API in their parents); it is never the portal's origin (docs/decisions/170). */}
              <iframe
                ref={frameRef}
                src={runtimeFrameUrl(value.launchUrl)}
                title={object.title}
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                allow="fullscreen"
                referrerPolicy="no-referrer"
                style={{ width: '100%', height: '100%', border: 0 }}
              />
            </Box>
          ) : (
            <LoadingState label="Opening the lesson" />
          )}
        </Box>
      )}
    </ScreenState>
  );
}
