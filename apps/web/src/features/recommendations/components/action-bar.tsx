import { Heart, LibraryBig, RefreshCw, Star, type LucideIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

interface Props {
  /** False for a signed-in listener without Spotify: there is no library to save to. */
  showLibrary: boolean;
  saved: boolean;
  savingToLibrary: boolean;
  favorite: boolean;
  fetchingNext: boolean;
  onToggleSaved: () => void;
  onToggleFavorite: () => void;
  onRate: () => void;
  onNext: () => void;
}

function Action({
  label,
  caption,
  icon: Icon,
  active = false,
  busy = false,
  onClick,
}: {
  label: string;
  caption: string;
  icon: LucideIcon;
  active?: boolean;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      onClick={onClick}
      className="group flex flex-col items-center gap-1.5"
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-2xl border transition group-hover:bg-white/10 group-active:scale-95',
          active
            ? 'border-groove-400/50 bg-groove-500/20 text-groove-400'
            : 'border-white/10 bg-white/5 text-mist-100',
        )}
      >
        {busy ? (
          <Spinner className="size-5" />
        ) : (
          <Icon aria-hidden className={cn('size-6', active && 'fill-current')} />
        )}
      </span>
      <span aria-hidden className="text-xs text-mist-400">
        {caption}
      </span>
    </button>
  );
}

/** Spec: the discovery screen's action icons. */
export function ActionBar(props: Props) {
  return (
    <div className={cn('grid gap-2', props.showLibrary ? 'grid-cols-4' : 'grid-cols-3')}>
      {props.showLibrary && (
        <Action
          label={props.saved ? 'Remove from Spotify' : 'Save to Spotify'}
          caption={props.saved ? 'In Spotify' : 'Spotify'}
          icon={LibraryBig}
          active={props.saved}
          busy={props.savingToLibrary}
          onClick={props.onToggleSaved}
        />
      )}
      <Action
        label={props.favorite ? 'Remove from favorites' : 'Add to favorites'}
        caption="Favorite"
        icon={Heart}
        active={props.favorite}
        onClick={props.onToggleFavorite}
      />
      <Action label="Rate & add notes" caption="Rate" icon={Star} onClick={props.onRate} />
      <Action
        label="Get new recommendation"
        caption="New"
        icon={RefreshCw}
        busy={props.fetchingNext}
        onClick={props.onNext}
      />
    </div>
  );
}
