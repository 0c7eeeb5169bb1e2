import { useSyncExternalStore } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { toast, toastStore, type ToastKind } from '../../lib/toast-store.ts';
import { cn } from '../../lib/cn.ts';

const look: Record<ToastKind, { icon: typeof Info; ring: string; iconColor: string }> = {
  success: { icon: CheckCircle2, ring: 'border-emerald-400/40', iconColor: 'text-emerald-300' },
  error: { icon: XCircle, ring: 'border-rose-400/50', iconColor: 'text-rose-300' },
  info: { icon: Info, ring: 'border-violet-400/40', iconColor: 'text-violet-300' },
};

const MAX_SHOWN = 3;

/** Toasts, top right, announced to screen readers (errors assertively). */
export default function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {/* The newest few: a burst of refusals must not wall off the buttons under them. */}
      {items.slice(-MAX_SHOWN).map((item) => {
        const { icon: Icon, ring, iconColor } = look[item.kind];
        return (
          <ToastPrimitive.Root
            key={item.id}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            duration={item.durationMs}
            onOpenChange={(open) => !open && toast.dismiss(item.id)}
            data-kind={item.kind}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border bg-ink-900/95 p-4 shadow-2xl shadow-black/40 backdrop-blur',
              'data-[state=open]:animate-fade-up data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
              ring,
            )}
          >
            <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', iconColor)} />
            <ToastPrimitive.Description className="flex-1 text-sm leading-snug text-mist-100">
              {item.message}
            </ToastPrimitive.Description>
            <ToastPrimitive.Close
              aria-label="Dismiss"
              className="rounded-full p-1 text-mist-400 hover:bg-white/10 hover:text-mist-100"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-2 sm:right-2" />
    </ToastPrimitive.Provider>
  );
}
