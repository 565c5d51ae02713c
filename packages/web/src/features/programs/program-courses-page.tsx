import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';
import { type FragmentType, graphql } from '../../gql';
import { ExamSchedulingForm } from './exam-scheduling-form';
import { CourseCard, type CourseCard_course } from '../../components/course-card';

const ProgramCoursesDocument = graphql(`
  query ProgramCourses($id: ID!) {
    viewer {
      id
      enrolledProgram(id: $id) {
        id
        title
        candidateNumber
        showsSemesterHeadings
        courses {
          id
          semester
          ...CourseCard_course
        }
        examScheduling {
          ...ExamSchedulingForm_exam
        }
      }
    }
  }
`);

/** The courses in semester order, grouped by semester (spec part 2, section 2). */
function bySemester<T extends { semester: number }>(courses: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const course of courses) groups.set(course.semester, [...(groups.get(course.semester) ?? []), course]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

function BackToMyPrograms() {
  return (
    <Button asChild colorPalette="brand" variant="outline">
      <Link to={LEARNER_PATHS.myPrograms}>Choose a program</Link>
    </Button>
  );
}

/**
 * Program courses, /MyPrograms/programs?program=<enrolment> (spec part 2, section 2;
 * part 3, section 2.10): the program's title, its courses by semester (the special
 * programs of part 2, section 6 without semester headings) and the exam-scheduling
 * form, which spec part 1, section 6 renders only here.
 */
export default function ProgramCoursesPage() {
  const [params] = useSearchParams();
  const id = params.get('program') ?? '';
  const query = useQuery(ProgramCoursesDocument, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const program = query.data?.viewer?.enrolledProgram;
  usePageTitle(program?.title ?? 'Program courses');

  if (!id) {
    return <EmptyView icon={<FiBookOpen />} title="Choose a program to see its courses" action={<BackToMyPrograms />} />;
  }

  return (
    <ScreenState
      query={query}
      value={program}
      loading={<CardSkeletons count={4} label="Loading the program's courses" />}
      errorTitle="We could not load this program's courses"
      isEmpty={() => false}
      missing={<EmptyView icon={<FiBookOpen />} title="This program is not among your programs" action={<BackToMyPrograms />} />}
    >
      {(program) => (
        <Stack gap="6">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {program.title}
          </Heading>
          <ExamSchedulingForm exam={program.examScheduling} candidateNumber={program.candidateNumber} onExpired={() => void query.refetch()} />
          {program.courses.length === 0 ? (
            <EmptyView inline title={MESSAGES.noCourses} />
          ) : program.showsSemesterHeadings ? (
            bySemester(program.courses).map(([semester, courses]) => (
              <Stack as="section" key={semester} gap="3" aria-labelledby={`semester-${semester}`}>
                <Heading as="h2" size="lg" id={`semester-${semester}`}>
                  Semester {semester}
                </Heading>
                <CourseGrid courses={courses} />
              </Stack>
            ))
          ) : (
            <CourseGrid courses={program.courses} />
          )}
        </Stack>
      )}
    </ScreenState>
  );
}

function CourseGrid({ courses }: { courses: (FragmentType<typeof CourseCard_course> & { id: string })[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </SimpleGrid>
  );
}
