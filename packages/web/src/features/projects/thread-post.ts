import { useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql';
import type { ProjectMessagePayloadFieldsFragment } from '../../gql/graphql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

/**
 * What a message and a reply read of their ProjectMessagePayload: the objective, and why it was refused.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const ProjectMessagePayloadFields = graphql(`
  fragment ProjectMessagePayloadFields on ProjectMessagePayload {
    objective {
      id
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

export const ProjectMessageSendDocument = graphql(`
  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {
    projectMessageSend(input: $input) {
      ...ProjectMessagePayloadFields @unmask
    }
  }
`);

export const ProjectMessageReplyDocument = graphql(`
  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {
    projectMessageReply(input: $input) {
      ...ProjectMessagePayloadFields @unmask
    }
  }
`);

/**
 * What Enter does in a message or a reply box. With a keyboard (a fine pointer), Enter sends and
 * Shift+Enter starts a new line (spec part 2, section 5: the Enter key sends the message). On a
 * touch screen (a coarse pointer) the on-screen keyboard has no Shift to hold, and one stray
 * Enter would send half a message that cannot be edited: there Enter makes a new line and the
 * Send button sends (issue 31; docs/decisions/268).
 */
export function useEnterSends(): boolean {
  const [coarse] = useMediaQuery(['(pointer: coarse)'], { ssr: false });
  return !coarse;
}

export const sendsOnEnter = (enterSends: boolean, send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (enterSends && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
};

/**
 * How a reply and a message are sent: the domain's check first (its words under the box), then
 * the send; the gateway's refusal in its words, or `failure` when the send itself failed.
 * `problem` is the domain's check of what is in the box now: once a send was refused for it,
 * it is shown as the learner types, so the message goes as soon as they correct it (issue 31).
 * Resolves true once the thread has it.
 */
export function useThreadPost<K extends string, TData extends Record<K, ProjectMessagePayloadFieldsFragment>, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  field: K,
  failure: string,
  problem: string | null,
) {
  const mutation = usePayloadMutation(document, field);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const post = async (input: TInput): Promise<boolean> => {
    setRefusal(null);
    if (problem) {
      setChecked(true);
      return false;
    }
    try {
      const refused = (await mutation.send(input)).userErrors[0];
      if (refused) setRefusal(refused.message);
      else setChecked(false);
      return !refused;
    } catch {
      setRefusal(failure);
      return false;
    }
  };
  return {
    error: (checked ? problem : null) ?? refusal,
    post,
    loading: mutation.loading,
  };
}
