import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as Radix from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** 'sheet': rises from the bottom on a phone, a card in the middle on wider screens; 'custom': the caller's layout. */
type Layout = 'sheet' | 'custom';

const SHEET =
  'inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-white/10 bg-ink-900 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl';

interface Props extends Omit<ComponentPropsWithoutRef<typeof Radix.Content>, 'children'> {
  open: boolean;
  /** Escape, the overlay or the close button asked to close. */
  onDismiss: () => void;
  layout?: Layout;
  /** The overlay's layer and tint. */
  overlayClassName?: string;
  children: ReactNode;
}

/** Every dialog of the app: the Radix dialog (focus trap, Escape, labelled by its title) in one look. */
export function Dialog({
  open,
  onDismiss,
  layout = 'sheet',
  overlayClassName = 'z-50 bg-ink-950/70',
  className,
  children,
  ...content
}: Props) {
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Radix.Portal>
        <Radix.Overlay
          className={cn(
            'fixed inset-0 backdrop-blur-sm data-[state=open]:animate-fade-up',
            overlayClassName,
          )}
        />
        <Radix.Content
          {...content}
          className={cn(
            'fixed outline-none data-[state=open]:animate-fade-up',
            layout === 'sheet' && SHEET,
            className,
          )}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** The round × in a dialog's corner. */
export function DialogCloseButton() {
  return (
    <Radix.Close
      aria-label="Close"
      className="rounded-full p-2 text-mist-400 hover:bg-white/10 hover:text-mist-100"
    >
      <X aria-hidden className="size-5" />
    </Radix.Close>
  );
}

export { Title as DialogTitle, Description as DialogDescription } from '@radix-ui/react-dialog';
