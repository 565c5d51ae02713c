import { SimpleGrid } from '@chakra-ui/react';
import { CourseCard, type CourseCard_course } from '../../components/course-card';
import type { FragmentType } from '../../gql';

/** The learner's courses as a list of cards, one to four a row (a program's courses, View all). */
export function CourseGrid({ courses, rowOnPhones = false }: { courses: readonly (FragmentType<typeof CourseCard_course> & { id: string })[]; rowOnPhones?: boolean }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} rowOnPhones={rowOnPhones} />
        </li>
      ))}
    </SimpleGrid>
  );
}
