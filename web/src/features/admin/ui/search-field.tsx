import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { TextInput } from '../../../components/ui/text-input';

const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
};

/** A labelled search box applied after a short pause in typing, or at once on Enter. */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
      {label}
      <span className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <TextInput
          id={id}
          type="search"
          className="pl-9"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
        />
      </span>
    </label>
  );
}
