// A dialog's write: the answer, or false when the server named the fields it refused (kept for the
// form to show under them); any other failure is thrown for the dialog to tell.
import { useCallback, useState } from 'react';
import type { CallOptions } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useEndpointWrite, type WriteEndpointId } from '../../../lib/endpoint-query.ts';
import type { EndpointOutput } from '@chorus/contract';

export function useFormWrite() {
  const write = useEndpointWrite();
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = useCallback(
    async <E extends WriteEndpointId>(id: E, input: CallOptions<E>): Promise<EndpointOutput<E> | false> => {
      try {
        return await write(id, input);
      } catch (error) {
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) throw error;
        setFields(error.fields);
        return false;
      }
    },
    [write],
  );
  return { fields, submit };
}
