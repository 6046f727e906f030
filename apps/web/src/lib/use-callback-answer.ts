// A sign-in callback's answer (Google, Shopify), which the server's redirect puts in the address
// (?youtube=linked&channels=2): the address's values, and a dismiss that takes the answer's keys out
// of the address again (in place, so that Back does not bring the answer back).
import { useSearchParams } from 'react-router';
import { withParams } from './search-params.ts';

export function useCallbackAnswer(keys: readonly string[]): { params: URLSearchParams; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const dismiss = () => setParams(withParams(Object.fromEntries(keys.map((key) => [key, null]))), { replace: true });
  return { params, dismiss };
}
