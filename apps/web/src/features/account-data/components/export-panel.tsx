import { Download } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { useExportLink } from '../hooks/use-export-link.ts';

export function ExportPanel() {
  const href = useExportLink();
  return (
    <Section title="Export everything">
      <p>
        A ZIP with everything Album Club holds about you: your albums with ratings, tags, notes,
        favourites and known marks, your plays, the recommendations you received and gave, and your
        rewards. One JSON file (which you can import again), CSV files for spreadsheets, and a
        README.
      </p>
      <a
        href={href}
        download
        className="inline-flex h-10 items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-mist-100 hover:bg-white/10"
      >
        <Download aria-hidden className="size-4" />
        Download my data
      </a>
    </Section>
  );
}
