import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const QueryPostDocument = graphql(`
  mutation QueryPost($input: QueryPostInput!) {
    queryPost(input: $input) {
      posted
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export type QueryPostValues = { name: string; email: string; description: string; fileName: string | null };

/** Posts a visitor's query (spec part 3, section 7.4: /addcomplent before login). */
export function useQueryPostMutation() {
  const { send, loading } = usePayloadMutation(QueryPostDocument, 'queryPost');
  return { post: (values: QueryPostValues) => send({ name: values.name.trim(), email: values.email.trim(), description: values.description.trim(), fileName: values.fileName }), loading };
}
