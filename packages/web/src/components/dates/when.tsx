import { Text, type TextProps } from '@chakra-ui/react';
import { examTime } from '@portal/domain';
import { useDates, useTimeZone } from '../../lib/time-zone';

const iso = (value: Date | string | number) => new Date(value).toISOString();

type WhenProps = { at: Date | string | number } & TextProps;

/** `at` as a `<time>` whose text is `text`: the one markup of Moment and Day. */
function TimeText({ at, text, ...props }: WhenProps & { text: string }) {
  return (
    <Text asChild {...props}>
      <time dateTime={iso(at)}>{text}</time>
    </Text>
  );
}

/** A moment in the house format and the learner's zone, as a `<time>`: '5 Jan 2027, 11:41 pm (GMT+5:30)'. */
export function Moment({ at, ...props }: WhenProps) {
  return <TimeText at={at} text={useDates().moment(at)} {...props} />;
}

/** A moment's day in the house format and the learner's zone: '5 Jan 2027'. */
export function Day({ at, ...props }: WhenProps) {
  return <TimeText at={at} text={useDates().day(at)} {...props} />;
}

/**
 * An exam's or a test's time: India time in the spec's format for that screen, labelled,
 * and the learner's time beside it when their clock differs (issue 31, section 4).
 */
export function ExamTime({ at, india }: { at: Date | string | number; india: (value: Date | string | number) => string }) {
  const { timeZone } = useTimeZone();
  const time = examTime(at, timeZone, india);
  return (
    <>
      <time dateTime={iso(at)}>{time.india}</time>
      {time.learner ? (
        <Text as="span" display="block" color="fg.muted" fontSize="0.95em">
          {time.learner}
        </Text>
      ) : null}
    </>
  );
}
