import { Mail, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SpotifyMark } from '../../../components/brand/spotify-mark.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AccountMode } from '../utils/prompt-rules.ts';
import { FormError } from './field.tsx';

interface Props {
  mode: AccountMode;
  busy: 'google' | 'spotify' | null;
  error: string | null;
  onGoogle: () => void;
  onSpotify: () => void;
  onPhone: () => void;
  onEmail: () => void;
  onToggleMode: () => void;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}

/** Spec (choose step): Google, phone, e-mail, and the sign up / sign in toggle; Spotify too. */
export function ChooseStep({
  mode,
  busy,
  error,
  onGoogle,
  onSpotify,
  onPhone,
  onEmail,
  onToggleMode,
}: Props) {
  const rowClass = 'w-full justify-start gap-3 px-5';
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        size="lg"
        className={rowClass}
        onClick={onGoogle}
        disabled={busy !== null}
      >
        {busy === 'google' ? <Spinner className="size-5" /> : <GoogleMark />}
        Continue with Google
      </Button>
      <Button
        variant="secondary"
        size="lg"
        className={rowClass}
        onClick={onPhone}
        disabled={busy !== null}
      >
        <Smartphone aria-hidden className="size-5 text-violet-300" />
        Continue with phone
      </Button>
      <Button
        variant="secondary"
        size="lg"
        className={rowClass}
        onClick={onEmail}
        disabled={busy !== null}
      >
        <Mail aria-hidden className="size-5 text-groove-400" />
        Continue with email
      </Button>
      <Button
        variant="spotify"
        size="lg"
        className={rowClass}
        onClick={onSpotify}
        disabled={busy !== null}
      >
        {busy === 'spotify' ? <Spinner className="size-5" /> : <SpotifyMark className="size-5" />}
        Continue with Spotify
      </Button>
      <FormError message={error} />
      <p className="mt-2 text-center text-sm text-mist-400">
        {mode === 'sign_in' ? 'New to Album Club?' : 'Already have an account?'}{' '}
        <button
          type="button"
          onClick={onToggleMode}
          className="font-semibold text-groove-400 underline-offset-4 hover:underline"
        >
          {mode === 'sign_in' ? 'Sign up' : 'Sign in'}
        </button>
      </p>
    </div>
  );
}
