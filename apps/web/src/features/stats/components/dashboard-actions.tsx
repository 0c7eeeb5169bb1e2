import { Disc3, Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** Spec: 'Get My Next Album Recommendation' and 'Give an {product}'. */
export function DashboardActions({
  onRecommend,
  onGive,
  className,
}: {
  onRecommend: () => void;
  onGive: (() => void) | undefined;
  className?: string;
}) {
  return (
    <div className={cn('grid grid-cols-1 gap-3', className)}>
      <Button
        size="lg"
        onClick={onRecommend}
        className="min-h-16 w-full rounded-3xl px-5 py-3 text-base"
      >
        <Disc3 aria-hidden className="size-5" />
        Get My Next Album Recommendation
      </Button>
      {onGive && (
        <Button
          variant="secondary"
          size="lg"
          onClick={onGive}
          className="min-h-16 w-full rounded-3xl px-5 py-3 text-base"
        >
          <Gift aria-hidden className="size-5" />
          Give an Album Club Rec
        </Button>
      )}
    </div>
  );
}
