import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Spec: the empty state offers 'Get First Recommendation'. */
export function EmptyState({ onStart }: { onStart: () => void }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] px-6 py-10 text-center backdrop-blur"
    >
      <div
        aria-hidden
        className="absolute -top-16 left-1/2 size-48 -translate-x-1/2 rounded-full bg-groove-500/25 blur-3xl"
      />
      <span className="relative mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-groove-500 to-violet-glow shadow-lg shadow-groove-500/30">
        <Sparkles aria-hidden className="size-6 text-white" />
      </span>
      <h2 id="empty-title" className="relative mt-5 font-display text-2xl font-semibold">
        Your listening journey starts here
      </h2>
      <p className="relative mx-auto mt-2 max-w-sm text-sm leading-relaxed text-mist-300">
        Tell us what you are doing and how you feel, and get one album that fits the moment. Rate
        it, tag it, and your stats grow from there.
      </p>
      <Button size="lg" onClick={onStart} className="relative mt-6">
        Get First Recommendation
      </Button>
    </section>
  );
}
