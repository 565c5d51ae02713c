import { Heading, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/domain';
import { usePageTitle } from '../../components/page-title';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { CourseGrid } from './course-grid';
import { EnrolmentScreenState, useEnrolmentQuery } from './enrolment-screen';
import { ExamSchedulingForm } from './exam-scheduling-form';

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

/**
 * Program courses, /MyPrograms/programs?program=<enrolment> (spec part 2, section 2;
 * part 3, section 2.10): the program's title, its courses by semester (the special
 * programs of part 2, section 6 without semester headings) and the exam-scheduling
 * form, which spec part 1, section 6 renders only here.
 */
export default function ProgramCoursesPage() {
  const screen = useEnrolmentQuery(ProgramCoursesDocument);
  const { query, enrolment: program } = screen;
  usePageTitle(program?.title ?? 'Program courses');

  return (
    <EnrolmentScreenState screen={screen} title="Program courses" shows="courses" skeletons={4}>
      {(program) => (
        <Stack gap="6">
          <ScreenHeading title={program.title} />
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
    </EnrolmentScreenState>
  );
}
