import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const NotificationsMarkReadDocument = graphql(`
  mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {
    notificationsMarkRead(input: $input) {
      unreadCount
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * Marks read the learner's notifications up to the newest the list showed (issue 20: opening
 * the list marks them read). The bell's count in the cache takes the gateway's answer at once;
 * the list keeps what it showed ("New" stays on what was new when it opened).
 */
export function useNotificationsMarkReadMutation() {
  const [mutate] = useMutation(NotificationsMarkReadDocument, {
    update(cache, { data }) {
      const unread = data?.notificationsMarkRead.unreadCount;
      if (unread === null || unread === undefined) return;
      cache.modify({ fields: { notificationsUnreadCount: () => unread } });
    },
  });
  return async (upToId: string): Promise<void> => {
    await mutate({ variables: { input: { upToId } } });
  };
}
