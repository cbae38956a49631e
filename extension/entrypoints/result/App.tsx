import { useEffect, useState } from 'react';
import { checkResultsItem, readCheckResult, type CheckResult } from '../../src/lib/check-result';
import { getServerUrl } from '../../src/lib/settings';
import { ResultView } from '../../src/result/result-view';

/** Shows one check's result and follows it from "pending" to its answer. */
export function App({ resultId }: { resultId: string }) {
  const [result, setResult] = useState<CheckResult | null | undefined>(undefined);
  const [serverUrl, setServerUrl] = useState('');

  useEffect(() => {
    const refresh = () => void readCheckResult(resultId).then(setResult);
    refresh();
    void getServerUrl().then(setServerUrl);
    return checkResultsItem.watch(refresh);
  }, [resultId]);

  return <ResultView result={result} serverUrl={serverUrl} />;
}
