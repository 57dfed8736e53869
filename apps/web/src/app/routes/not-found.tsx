import { Center, Title } from '@mantine/core';

/** SPEC.md: the 404 page shows only the text 404. */
export function NotFoundPage() {
  return (
    <Center mih="50vh" p="xl">
      <Title order={1} fz="4rem" c="forest.8">
        404
      </Title>
    </Center>
  );
}
