import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from './player-props';

/** Feedback forms open their own flow (a later issue); until then the player says where. */
export default function ActivityPlayer({ object: ref }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  return (
    <Stack borderWidth="1px" borderRadius="md" p="5" bg="bg.subtle" gap="1">
      <Text fontWeight="semibold">{object.title}</Text>
      <Text color="fg.muted">The activity opens from the Assessment or Assignment tab.</Text>
    </Stack>
  );
}
