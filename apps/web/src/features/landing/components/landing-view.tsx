import { BarChart3, Sparkles, Users } from 'lucide-react';
import { Logo } from '../../../components/brand/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FeatureCard } from './feature-card.tsx';
import { SpotifyMark } from '../../../components/brand/spotify-mark.tsx';
import { Wordmark } from '../../../components/brand/wordmark.tsx';

interface Props {
  connecting: boolean;
  startingAnonymously: boolean;
  onConnectSpotify: () => void;
  onSignIn: () => void;
  onTryWithoutAccount: () => void;
}

const features = [
  {
    icon: Sparkles,
    title: 'Smart Recommendations',
    body: 'Tell us what you are doing, who you are with and how you feel. Get one album that fits, and why.',
    accent: 'bg-groove-500',
  },
  {
    icon: Users,
    title: 'Community Driven',
    body: 'Club members give albums for the moments they love them in. Their picks shape yours.',
    accent: 'bg-violet-glow',
  },
  {
    icon: BarChart3,
    title: 'Track Your Journey',
    body: 'Rate, tag and annotate what you hear. Honest stats show where your listening takes you.',
    accent: 'bg-spotify-dark',
  },
];

export function LandingView({
  connecting,
  startingAnonymously,
  onConnectSpotify,
  onSignIn,
  onTryWithoutAccount,
}: Props) {
  return (
    <main className="stage-glow relative min-h-dvh overflow-hidden">
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-8 sm:px-8 lg:px-12">
        <header className="flex items-center gap-2.5">
          <Wordmark />
        </header>

        <div className="flex flex-1 flex-col justify-center gap-10 py-8 lg:grid lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16">
          <section className="animate-fade-up text-center lg:text-left">
            <div className="relative mx-auto mb-7 size-28 lg:mx-0 lg:size-32">
              <div
                aria-hidden
                className="absolute inset-0 rounded-full bg-groove-500/30 blur-2xl"
              />
              <Logo className="relative size-full animate-spin-slow" />
            </div>
            <h1 className="font-display text-5xl font-bold tracking-tight sm:text-6xl lg:text-7xl">
              Album Club
            </h1>
            <p className="mt-3 bg-gradient-to-r from-groove-400 via-fuchsia-300 to-violet-300 bg-clip-text font-display text-2xl font-medium text-transparent sm:text-3xl">
              Recs for Right Now
            </p>
            <p className="mx-auto mt-5 max-w-md text-base leading-relaxed text-mist-300 lg:mx-0 lg:text-lg">
              One album for this moment, picked for what you are doing, who you are with and how you
              feel — with the reason it fits.
            </p>
            <div className="mx-auto mt-8 flex w-full max-w-sm flex-col gap-3 lg:mx-0 lg:max-w-none lg:flex-row">
              <Button
                variant="spotify"
                size="lg"
                onClick={onConnectSpotify}
                disabled={connecting}
                className="lg:min-w-56"
              >
                {connecting ? <Spinner className="size-4" /> : <SpotifyMark className="size-5" />}
                {connecting ? 'Connecting...' : 'Connect Spotify'}
              </Button>
              <Button variant="secondary" size="lg" onClick={onSignIn} className="lg:min-w-40">
                Sign In
              </Button>
            </div>
            <button
              type="button"
              onClick={onTryWithoutAccount}
              disabled={startingAnonymously}
              className="mt-4 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-mist-400 underline-offset-4 transition hover:text-mist-100 hover:underline disabled:opacity-60"
            >
              {startingAnonymously && <Spinner className="size-3.5" />}
              Try it without an account
            </button>
          </section>

          <section
            aria-labelledby="features-heading"
            className="animate-fade-up [animation-delay:120ms]"
          >
            <h2 id="features-heading" className="sr-only">
              What the club does
            </h2>
            <ul className="flex flex-col gap-3 sm:gap-4">
              {features.map((feature) => (
                <FeatureCard key={feature.title} {...feature} />
              ))}
            </ul>
          </section>
        </div>

        <footer className="text-center text-xs text-mist-500 lg:text-left">
          Album Club · one album at a time
        </footer>
      </div>
    </main>
  );
}
