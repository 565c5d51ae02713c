import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

/**
 * The one way a form's mutation is sent: one `input` in (docs/architecture.md, Errors), the
 * payload out, and no answer at all is an error (mutationOutcome words it as a failure).
 * `field` names the payload in the answer (`accountSignUp`).
 */
export function usePayloadMutation<TData, K extends keyof TData & string, TInput>(document: TypedDocumentNode<TData, { input: TInput }>, field: K) {
  const [mutate, { loading }] = useMutation(document);
  const send = useCallback(
    async (input: TInput): Promise<TData[K]> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error(`No answer to ${field}`);
      return (data as TData)[field];
    },
    [mutate, field],
  );
  return { send, loading };
}
