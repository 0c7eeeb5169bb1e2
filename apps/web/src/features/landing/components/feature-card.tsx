import type { LucideIcon } from 'lucide-react';

interface Props {
  icon: LucideIcon;
  title: string;
  body: string;
  accent: string;
}

export function FeatureCard({ icon: Icon, title, body, accent }: Props) {
  return (
    <li className="group relative overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur transition hover:border-white/20 hover:bg-white/[0.06]">
      <div
        aria-hidden
        className={`absolute -top-10 -right-10 size-32 rounded-full opacity-30 blur-2xl ${accent}`}
      />
      <div className="relative flex items-start gap-4">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${accent} bg-opacity-20 text-white shadow-lg`}
        >
          <Icon aria-hidden className="size-5" />
        </span>
        <div>
          <h3 className="font-display text-lg font-semibold text-mist-100">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-mist-300">{body}</p>
        </div>
      </div>
    </li>
  );
}
