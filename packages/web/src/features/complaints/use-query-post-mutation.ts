import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

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
  const [mutate, { loading }] = useMutation(QueryPostDocument);
  const post = async (values: QueryPostValues) => {
    const { data } = await mutate({
      variables: {
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          description: values.description.trim(),
          fileName: values.fileName,
        },
      },
    });
    if (!data) throw new Error('No answer to queryPost');
    return data.queryPost;
  };
  return { post, loading };
}
