import { graphql } from '../../gql';

/**
 * The course screen's one query (course-page.tsx); a save for offline asks it afresh too
 * (offline/save-course.ts). A module of its own, so the save's chunk does not import the
 * screen that loads it.
 */
export const CoursePageDocument = graphql(`
  query CoursePage($id: ID!) {
    viewer {
      id
      course(id: $id) {
        id
        ...CourseScreen_course
      }
    }
  }
`);
