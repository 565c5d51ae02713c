import { Stack, Text } from '@chakra-ui/react';
import type { PlayerProps } from './player-props';

/** Feedback forms open their own flow (a later issue); until then the player says where. */
export default function ActivityPlayer({ object }: PlayerProps) {
  return (
    <Stack borderWidth="1px" borderRadius="md" p="5" bg="bg.subtle" gap="1">
      <Text fontWeight="semibold">{object.title}</Text>
      <Text color="fg.muted">The activity opens from the Assessment or Assignment tab.</Text>
    </Stack>
  );
}
