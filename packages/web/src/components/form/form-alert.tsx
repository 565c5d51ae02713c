import { forwardRef, type ReactNode } from 'react';
import { Alert, Button, Text } from '@chakra-ui/react';

type FormAlertProps = {
  status?: 'error' | 'warning' | 'success' | 'info';
  /** a heading above the message ("Success") */
  title?: ReactNode;
  children: ReactNode;
  /** offers a Retry button: a save that did not reach the server, everything typed kept (docs/architecture.md invariant 7) */
  onRetry?: () => void;
  retrying?: boolean;
  /** something to do about it beside the message ("Sign in again") */
  action?: ReactNode;
  /**
   * A warning or notice that answers what the learner just did (offline, a refused step) is
   * role="alert" like an error, so it is heard at once; without it only errors are.
   */
  urgent?: boolean;
  /**
   * The first failing check of a form in red text beside its Save button (spec part 3,
   * section 8: "shown in red or as issue text under the form"), not a boxed alert.
   */
  inline?: boolean;
  id?: string;
  /** takes focus when shown (a success that replaces a submitted form) */
  focusable?: boolean;
  mb?: string;
};

/** Chakra's alert palette of each status, for the focus ring of a focusable alert. */
const PALETTE = { error: 'red', warning: 'orange', success: 'green', info: 'blue' } as const;

/**
 * A message about a form as a whole: a gateway userError without a field, a failed
 * save, a success; or about a screen's state (a disabled course, no connection: a warning). An error is role="alert" so a screen reader hears it when it
 * appears; anything else is a polite role="status".
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert({ status = 'error', title, children, onRetry, retrying, action, urgent, inline, id, focusable, mb }, ref) {
  const role = status === 'error' || urgent ? 'alert' : 'status';
  if (inline) {
    return (
      <Text ref={ref} id={id} role={role} color={status === 'error' ? 'fg.error' : undefined} fontWeight="medium">
        {children}
      </Text>
    );
  }
  return (
    <Alert.Root
      ref={ref}
      id={id}
      status={status}
      role={role}
      borderRadius="md"
      alignItems={onRetry || action ? 'center' : undefined}
      mb={mb}
      tabIndex={focusable ? -1 : undefined}
      _focusVisible={focusable ? { outline: '2px solid', outlineColor: `${PALETTE[status]}.focusRing` } : undefined}
    >
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title fontWeight="medium" flex="1">
          {children}
        </Alert.Title>
      )}
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
      {action}
    </Alert.Root>
  );
});

/** Each of a form's form-level messages (userErrors without a field), as its own alert. */
export function FormAlerts({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((message) => (
        <FormAlert key={message}>{message}</FormAlert>
      ))}
    </>
  );
}
