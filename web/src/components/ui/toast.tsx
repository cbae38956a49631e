import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, useToastStore, type ShownToast } from './toast-store';

const VARIANT_CLASSES = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-600 text-white dark:border-red-800 dark:bg-red-800',
} as const;

function ToastCard({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  const variant = toast.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      duration={toast.duration ?? TOAST_DURATION_MS}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=cancel]:transition-transform',
        VARIANT_CLASSES[variant],
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * The toast region: one toast at a time, 5 s by default, swipe right 50 px to
 * dismiss, F8 moves focus to the region, at most 420 px wide from medium screens up. Mount once.
 */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && <ToastCard key={current.id} toast={current} onClose={() => dismiss(current.id)} />}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
