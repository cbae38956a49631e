import { BAND_LABELS, BANDS, type Band, type DomainListSort } from '@scamcheck/shared';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { TextInput } from '../../components/ui/text-input';
import type { DomainListParams } from './domain-list-query';

const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS: readonly { value: DomainListSort; label: string }[] = [
  { value: 'recent', label: 'Most recently analysed' },
  { value: 'score_asc', label: 'Lowest score first' },
  { value: 'score_desc', label: 'Highest score first' },
  { value: 'domain', label: 'Name (A to Z)' },
];

const BAND_OPTIONS = [
  { value: '', label: 'All scores' },
  ...BANDS.map((band) => ({ value: band, label: BAND_LABELS[band] })),
];

type WebsitesControlsProps = {
  params: DomainListParams;
  onChange: (change: Partial<Omit<DomainListParams, 'page'>>) => void;
};

function isBand(value: string): value is Band {
  return BANDS.some((band) => band === value);
}

function isSort(value: string): value is DomainListSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** Search box (applied as you type), band filter and sort order for the scanned-websites list. */
export function WebsitesControls({ params, onChange }: WebsitesControlsProps) {
  const [text, setText] = useState(params.q);
  // The last query this box applied itself: when the address catches up with it, the person may have
  // typed more meanwhile, and that text must not be replaced by the older query.
  const [appliedQuery, setAppliedQuery] = useState(params.q);
  // When the address changes from outside (a link, back/forward), the box follows it.
  const [shownQuery, setShownQuery] = useState(params.q);
  if (params.q !== shownQuery) {
    setShownQuery(params.q);
    if (params.q !== appliedQuery) setText(params.q);
  }

  // Every change carries the box's query, so a filter chosen right after typing never applies an
  // older one: the page re-renders with a new address only after the router's transition.
  const apply = useCallback(
    (change: Partial<Omit<DomainListParams, 'page' | 'q'>> = {}) => {
      const query = text.trim();
      setAppliedQuery(query);
      onChange({ ...change, q: query });
    },
    [text, onChange],
  );

  useEffect(() => {
    if (text.trim() === params.q) return;
    const timer = window.setTimeout(() => apply(), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, params.q, apply]);

  return (
    <form
      role="search"
      aria-label="Scanned websites"
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor="websites-search" className="flex flex-col gap-1 text-sm font-medium">
        Search domains
        <span className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <TextInput
            id="websites-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. paypal"
            className="pl-9 text-base font-normal"
          />
        </span>
      </label>
      <SelectField
        id="websites-band"
        label="Score band"
        options={BAND_OPTIONS}
        value={params.band ?? ''}
        onChange={(event) => apply({ band: isBand(event.target.value) ? event.target.value : null })}
      />
      <SelectField
        id="websites-sort"
        label="Sort by"
        options={SORT_OPTIONS}
        value={params.sort}
        onChange={(event) => {
          if (isSort(event.target.value)) apply({ sort: event.target.value });
        }}
      />
    </form>
  );
}
