import { X } from 'lucide-react';

type ImagePreviewProps = {
  file: File;
  previewUrl: string | null;
  onRemove: () => void;
  disabled?: boolean;
};

/** Size in KB, one decimal, as file pickers show it. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The chosen image with its name, size and a remove button that resets everything. */
export function ImagePreview({ file, previewUrl, onRemove, disabled = false }: ImagePreviewProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      {previewUrl !== null && (
        <img
          src={previewUrl}
          alt="Preview of the chosen image"
          className="size-20 rounded-md bg-slate-100 object-contain dark:bg-slate-800"
        />
      )}
      <div className="min-w-0 flex-1">
        {/* The name is shown as text only; it is never sent anywhere but in the upload itself. */}
        <p className="truncate font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{formatKilobytes(file.size)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label="Remove image"
        className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
