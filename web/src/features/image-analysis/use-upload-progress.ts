import { useCallback, useEffect, useRef, useState } from 'react';

/** +10% every 100 ms, held at 90% until the answer, then 100%. */
export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 100;
export const PROGRESS_CAP = 90;
/** The success banner shows for 3 s. */
export const SUCCESS_BANNER_MS = 3000;

export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const [isBannerShown, setIsBannerShown] = useState(false);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTicking = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    ticker.current = null;
  }, []);

  const hideBanner = useCallback(() => {
    if (bannerTimer.current !== null) clearTimeout(bannerTimer.current);
    bannerTimer.current = null;
    setIsBannerShown(false);
  }, []);

  const start = useCallback(() => {
    stopTicking();
    hideBanner();
    setProgress(0);
    ticker.current = setInterval(() => {
      setProgress((value) => Math.min(PROGRESS_CAP, value + PROGRESS_STEP));
    }, PROGRESS_INTERVAL_MS);
  }, [stopTicking, hideBanner]);

  const complete = useCallback(() => {
    stopTicking();
    setProgress(100);
    setIsBannerShown(true);
    bannerTimer.current = setTimeout(() => setIsBannerShown(false), SUCCESS_BANNER_MS);
  }, [stopTicking]);

  const reset = useCallback(() => {
    stopTicking();
    hideBanner();
    setProgress(0);
  }, [stopTicking, hideBanner]);

  useEffect(() => reset, [reset]);

  return { progress, isBannerShown, start, complete, reset };
}
