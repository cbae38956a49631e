import { checkImageFile, IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

type Chosen = { file: File; previewUrl: string };

/** The chosen file and its preview URL; a file of the wrong type or size is refused with the spec's text. */
export function useChosenImage() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // An object URL keeps the file in memory until revoked: one at a time, released on change and unmount.
  const urlRef = useRef<string | null>(null);

  const release = useCallback(() => {
    if (urlRef.current !== null) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  useEffect(() => release, [release]);

  const choose = useCallback(
    (candidate: File) => {
      const problem = checkImageFile(candidate);
      if (problem !== null) {
        setAlert(IMAGE_UPLOAD_MESSAGES[problem]);
        return false;
      }
      release();
      const previewUrl = URL.createObjectURL(candidate);
      urlRef.current = previewUrl;
      setAlert(null);
      setChosen({ file: candidate, previewUrl });
      return true;
    },
    [release],
  );

  const clear = useCallback(() => {
    release();
    setChosen(null);
    setAlert(null);
  }, [release]);

  return { file: chosen?.file ?? null, previewUrl: chosen?.previewUrl ?? null, alert, choose, clear };
}
