import type { ReactNode } from 'react';
import { CloseButton, Portal, useBreakpointValue } from '@chakra-ui/react';
import { Dialog } from './later-components';

/**
 * How wide a dialog is. `form`: full screen on phones, a centred card from 480 px (sign-in,
 * apply); `wide`: full screen on phones, a wide card from 768 px (an attempt, the answers, a
 * preview); `sm` / `md`: a small card at every width (a question to confirm, a notice).
 */
type DialogFrameSize = 'form' | 'wide' | 'sm' | 'md';

/**
 * The size a dialog has at this width. Not a responsive `size` object: Chakra would mix
 * the full-screen size's styles (its full height) into the card (docs/decisions/179).
 */
function useDialogFrameSize(size: DialogFrameSize): 'full' | 'sm' | 'md' | 'xl' {
  const responsive = useBreakpointValue<'full' | 'md' | 'xl'>(size === 'wide' ? { base: 'full', md: 'xl' } : { base: 'full', sm: 'md' }, { ssr: false });
  if (size === 'sm' || size === 'md') return size;
  return responsive ?? (size === 'wide' ? 'xl' : 'md');
}

type DialogFrameProps = {
  /** open by default: most dialogs are mounted only while they show */
  open?: boolean;
  /** Escape, the close button, a click beside it (unless `keepOpenOnOutsideClick`) */
  onClose: () => void;
  /**
   * The dialog's title, which names it. Without one, `children` are the whole content, with
   * their own `Dialog.Header`, `Body` and `Footer` (a dialog whose parts change with its step).
   */
  title?: ReactNode;
  /** below the title, in the header (the score above the answers) */
  subtitle?: ReactNode;
  /** the buttons at the bottom */
  footer?: ReactNode;
  children?: ReactNode;
  size?: DialogFrameSize;
  /** `alertdialog` for a question that must be answered or a notice (spec: the old browser alerts) */
  role?: 'dialog' | 'alertdialog';
  /** a click beside it does not close it: what was typed or answered is not lost to a stray click */
  keepOpenOnOutsideClick?: boolean;
  /** the body scrolls and the dialog stays inside the window (long content) */
  scrollInside?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /** the close button's name; `null` for none (a notice that OK dismisses) */
  closeLabel?: string | null;
};

/**
 * The one frame of the portal's dialogs: backdrop, centred card, the title that names it,
 * the body, the footer and the close button in the corner (docs/style.md habit 10).
 */
export function DialogFrame({
  open = true,
  onClose,
  title,
  subtitle,
  footer,
  children,
  size = 'md',
  role,
  keepOpenOnOutsideClick = false,
  scrollInside = false,
  initialFocusEl,
  closeLabel = 'Close',
}: DialogFrameProps) {
  const chakraSize = useDialogFrameSize(size);
  const small = size === 'sm' || size === 'md';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role={role}
      placement="center"
      size={chakraSize}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      closeOnInteractOutside={!keepOpenOnOutsideClick}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={small ? '4' : undefined}>
          <Dialog.Content>
            {title === undefined ? (
              children
            ) : (
              <>
                {/* room on the right for the close button, so a long title wraps before it */}
                <Dialog.Header
                  pe={closeLabel === null ? undefined : '14'}
                  flexDirection={subtitle ? 'column' : undefined}
                  alignItems={subtitle ? 'flex-start' : undefined}
                  gap={subtitle ? '1' : undefined}
                >
                  <Dialog.Title>{title}</Dialog.Title>
                  {subtitle}
                </Dialog.Header>
                {children ? <Dialog.Body>{children}</Dialog.Body> : null}
                {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
              </>
            )}
            {closeLabel === null ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
