// A sign-in callback's answer (Google, Shopify), which the server's redirect puts in the address
// (?youtube=linked&channels=2): the address's values, and a dismiss that takes the answer's keys out
// of the address again (in place, so that Back does not bring the answer back).
import { useSearchParams } from 'react-router';

export function useCallbackAnswer(keys: readonly string[]): { params: URLSearchParams; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { params, dismiss };
}
