import { useId, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatHouseDateTime, isTimeZone, supportedTimeZones, TIME_ZONE_MESSAGE, timeZoneOptionLabel } from '@portal/domain';
import { FormAlert, SelectField, withStoredValue } from '../../components/form';
import { SectionCard } from '../../components/section-card';
import { graphql } from '../../gql';
import type { LearnerTimeZoneQuery } from '../../gql/graphql';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { LearnerTimeZoneDocument, useTimeZone } from '../../lib/time-zone';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const ProfileTimeZoneUpdateDocument = graphql(`
  mutation ProfileTimeZoneUpdate($input: ProfileTimeZoneUpdateInput!) {
    profileTimeZoneUpdate(input: $input) {
      message
      profile {
        timeZone
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * The learner's time zone (issue 31, section 4; docs/decisions/275): every time on the
 * portal is written in it, and exam and test times show India time beside it. Saved on
 * its own, so choosing a zone never needs the whole profile form; the empty choice keeps
 * the browser's zone.
 */
type Notice = { status: 'success' | 'error'; text: string } | null;

export function TimeZoneSection() {
  const { chosen, device } = useTimeZone();
  // The saved zone as the cache holds it now. The app's zone follows it in a background render
  // (lib/time-zone.tsx): keyed by that, the choice below started again after the save's notice
  // had shown, and the notice's focus went with it.
  const { data } = useQuery(LearnerTimeZoneDocument, { fetchPolicy: 'cache-only' });
  const saved = (data ? data.profile?.timeZone?.trim() || null : chosen) ?? '';
  // What the save said outlives the choice below, which starts again from the saved zone whenever that changes.
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Box mt="6">
      <TimeZoneChoice key={saved} saved={saved} device={device} notice={notice} setNotice={setNotice} />
    </Box>
  );
}

function TimeZoneChoice({ saved, device, notice, setNotice }: { saved: string; device: string; notice: Notice; setNotice: (notice: Notice) => void }) {
  const headingId = useId();
  const client = useApolloClient();
  const { send, loading } = usePayloadMutation(ProfileTimeZoneUpdateDocument, 'profileTimeZoneUpdate');
  const [value, setValue] = useState(saved);
  const options = useMemo(
    () =>
      withStoredValue(
        supportedTimeZones().map((zone) => ({ value: zone, label: timeZoneOptionLabel(zone) })),
        saved,
      ),
    [saved],
  );
  // The same rule the gateway applies, at once (a list choice always passes it).
  const problem = value && !isTimeZone(value) ? TIME_ZONE_MESSAGE : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    const outcome = await mutationOutcome(() => send({ timeZone: value }));
    if (outcome.status === 'failed') return setNotice({ status: 'error', text: outcome.message });
    if (outcome.status === 'refused') return setNotice({ status: 'error', text: outcome.userErrors[0].message });
    // Every screen follows at once: the app's zone is read from this cached answer.
    // The generated type leaves out __typename, which the cache needs to keep Profile as one object.
    const data = { profile: { __typename: 'Profile', timeZone: outcome.payload.profile?.timeZone ?? null } } as LearnerTimeZoneQuery;
    client.writeQuery({ query: LearnerTimeZoneDocument, data });
    setNotice({ status: 'success', text: outcome.payload.message ?? 'Time zone saved' });
  }

  return (
    <SectionCard headingId={headingId} title="Time zone" lead="Times on the portal are shown in this zone. Exam and test times also show India time.">
      <Stack asChild gap="3">
        <form onSubmit={(e: FormEvent) => void submit(e)} noValidate>
          <SelectField
            label="Your time zone"
            name="timeZone"
            options={options}
            // Short enough for a 360 px screen's select: the hint below says the time it gives.
            placeholder={`Browser's: ${timeZoneOptionLabel(device)}`}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setNotice(null);
            }}
            error={problem ?? undefined}
            hint={`Now in this zone: ${formatHouseDateTime(Date.now(), value && !problem ? value : device)}`}
          />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={loading} disabled={value === saved}>
              Save time zone
            </Button>
          </HStack>
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
        </form>
      </Stack>
    </SectionCard>
  );
}
