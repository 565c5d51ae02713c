import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PageContainer, PageHeader } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons } from '../../components/states';
import { graphql } from '../../gql';
import type { CourseStatus } from '../../gql/graphql';
import { CourseGrid } from './course-grid';
import { NotEnrolledYet } from './enrolment-screen';

const AllCoursesDocument = graphql(`
  query AllCourses {
    viewer {
      id
      programs {
        id
        title
        courses {
          id
          status
          ...CourseCard_course
        }
      }
    }
  }
`);

type Filter = 'ALL' | CourseStatus;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'NOT_STARTED', label: 'Not started' },
  { value: 'COMPLETED', label: 'Completed' },
];

const NONE_WITH: Record<Filter, string> = {
  ALL: 'No courses are open in this program yet.',
  IN_PROGRESS: 'No course of this program is in progress.',
  NOT_STARTED: 'Every course of this program is started.',
  COMPLETED: 'No course of this program is completed yet.',
};

/**
 * View all (/viewall, spec part 3, section 2.1; docs/decisions/245): every course the learner
 * follows, in every program, on one page (the dashboard shows them a carousel per program),
 * with a filter by where the learner stands. Each card opens the course as everywhere else.
 */
export default function AllCoursesPage() {
  usePageTitle('All my courses');
  const [filter, setFilter] = useState<Filter>('ALL');
  const query = useQuery(AllCoursesDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });

  return (
    <PageContainer>
      <PageHeader title="All my courses" lead="Every course you follow, program by program, with your progress in each." />
      <ScreenState
        query={query}
        value={query.data?.viewer?.programs}
        loading={<CardSkeletons count={4} label="Loading your courses" />}
        errorTitle="We could not load your courses"
        empty={<NotEnrolledYet description="Once you join a program, its courses appear here." />}
      >
        {(programs) => (
          <Stack gap="6">
            <HStack role="group" aria-label="Show courses" gap="2" flexWrap="wrap">
              {FILTERS.map((f) => (
                <Button key={f.value} size="sm" variant={filter === f.value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
                  {f.label}
                </Button>
              ))}
            </HStack>
            {programs.map((program) => {
              const courses = program.courses.filter((course) => filter === 'ALL' || course.status === filter);
              return (
                <Box as="section" key={program.id} aria-labelledby={`all-courses-${program.id}`}>
                  <Heading as="h2" id={`all-courses-${program.id}`} size={{ base: 'md', md: 'lg' }} mb="3">
                    {program.title}
                  </Heading>
                  {courses.length === 0 ? <Text color="fg.muted">{NONE_WITH[filter]}</Text> : <CourseGrid courses={courses} rowOnPhones />}
                </Box>
              );
            })}
          </Stack>
        )}
      </ScreenState>
    </PageContainer>
  );
}
