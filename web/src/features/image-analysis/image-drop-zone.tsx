import { IMAGE_MIME_TYPES } from '@scamcheck/shared';
import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

type ImageDropZoneProps = {
  onFile: (file: File) => void;
  disabled?: boolean;
};

/** The upload area: click, Enter (or Space), or drop a file on it. */
export function ImageDropZone({ onFile, disabled = false }: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  function openPicker() {
    if (!disabled) inputRef.current?.click();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined && !disabled) onFile(file);
  }

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-labelledby="image-drop-zone-label"
        aria-describedby="image-drop-zone-hint"
        onClick={openPicker}
        onKeyDown={handleKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center',
          'border-slate-300 text-slate-600 hover:border-brand-500 hover:bg-brand-50/40 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800/60',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          isDragging && 'border-brand-500 bg-brand-50/60 dark:bg-slate-800',
        )}
      >
        <ImageUp aria-hidden className="size-8 text-slate-400" />
        <span id="image-drop-zone-label" className="font-medium">
          Click or press Enter to upload an image
        </span>
      </div>
      {/* Outside the button, so its visible text is exactly its name (axe: label-content-name-mismatch). */}
      <p id="image-drop-zone-hint" className="mt-2 text-center text-sm text-slate-500 dark:text-slate-400">
        Or drop a screenshot here · JPEG, PNG, GIF or WEBP, up to 5 MB
      </p>
      {/* Outside the area: a click on the input would otherwise bubble up and open the picker twice. */}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        className="hidden"
        data-testid="image-input"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again after "remove" fires a change again.
          event.target.value = '';
          if (file !== undefined) onFile(file);
        }}
      />
    </>
  );
}
