import type { CodegenConfig } from '@graphql-codegen/cli';

// One config: the gateway's resolver types and the web's typed documents, both generated from
// the areas' parts of the schema (docs/decisions/350); codegen sorts the schema, so the parts'
// order does not matter here. Run `npm run codegen`, which prints the root schema.graphql first.
const config: CodegenConfig = {
  schema: 'packages/gateway/src/modules/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'packages/gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        useIndexSignature: true,
        enumsAsTypes: true,
        // Resolvers hand back ISO strings; the scalars (modules/scalars.ts) check and format them.
        scalars: { DateTime: { input: 'Date', output: 'string' }, Date: 'string' },
        mappers: {
          Viewer: '../modules/mappers.js#ViewerModel',
          EnrolledProgram: '../modules/mappers.js#EnrolledProgramModel',
          EnrolledCourse: '../modules/mappers.js#EnrolledCourseModel',
          CalendarEvent: '../modules/mappers.js#CalendarEventModel',
          ProgramCatalog: '../modules/mappers.js#ProgramCatalogModel',
          ProgramLevelGroup: '../modules/mappers.js#ProgramLevelGroupModel',
          CatalogProgram: '../modules/mappers.js#CatalogProgramModel',
          Program: '../modules/mappers.js#ProgramModel',
          InstructorGroup: '../modules/mappers.js#InstructorGroupModel',
          Instructor: '../modules/mappers.js#InstructorModel',
          CurriculumTopic: '../modules/mappers.js#CurriculumTopicModel',
          FaqGroup: '../modules/mappers.js#FaqGroupModel',
          Faq: '../modules/mappers.js#FaqModel',
          Application: '../modules/admissions/mappers.js#ApplicationModel',
          ApplicationDocuments: '../modules/admissions/mappers.js#ApplicationDocumentsModel',
          StoredFile: '../modules/admissions/mappers.js#StoredFileModel',
          ApplyTab: '../modules/admissions/mappers.js#ApplyTabModel',
          ApplyProgram: '../modules/admissions/mappers.js#ApplyProgramModel',
          PreRegistration: '../modules/admissions/mappers.js#PreRegistrationModel',
          PaperForm: '../modules/admissions/mappers.js#PaperFormModel',
          Course: '../modules/learning/mappers.js#CourseModel',
          // ---- certificates (issue 19) ----
          Certificate: '../modules/certificates/mappers.js#CertificateModel',
          CertificateVerification: '../modules/certificates/mappers.js#CertificateVerificationModel',
          // ---- profile (issue 20) ----
          Profile: '../modules/profile/mappers.js#ProfileModel',
          ProgramCertificate: '../modules/profile/mappers.js#ProgramCertificateModel',
          CourseUnit: '../modules/learning/mappers.js#CourseUnitModel',
          LearningObject: '../modules/learning/mappers.js#LearningObjectModel',
          ContinueLearning: '../modules/learning/mappers.js#ContinueLearningModel',
          Captions: '../modules/learning/mappers.js#CaptionsModel',
          UnitQuiz: '../modules/quizzes/mappers.js#UnitQuizModel',
          UnitQuizItem: '../modules/quizzes/mappers.js#UnitQuizItemModel',
          ProgrammeChoice: '../modules/admissions/mappers.js#ProgrammeChoiceModel',
          GeneralInfo: '../modules/admissions/mappers.js#GeneralInfoModel',
          ScholarshipChoice: '../modules/admissions/mappers.js#ScholarshipChoiceModel',
          ProgramAnnouncement: '../modules/announcements/mappers.js#ProgramAnnouncementModel',
          ProgramAnnouncements: '../modules/announcements/mappers.js#ProgramAnnouncementsModel',
          Assessment: '../modules/assessments/mappers.js#AssessmentModel',
          AssessmentAttempt: '../modules/assessments/mappers.js#AssessmentAttemptModel',
          // Feedback (issue 19).
          FeedbackForm: '../modules/feedback/mappers.js#FeedbackFormModel',
          // Project objectives (issue 19).
          ProjectUnit: '../modules/projects/mappers.js#ProjectUnitModel',
          ProjectObjective: '../modules/projects/mappers.js#ProjectObjectiveModel',
          ProjectMessage: '../modules/projects/mappers.js#ProjectMessageModel',
          ProjectApprovedMessage: '../modules/projects/mappers.js#ProjectApprovedMessageModel',
          // ---- Semester End Exam (issue 20) ----
          AssignedTest: '../modules/assigned-tests/mappers.js#AssignedTestModel',
          TestResult: '../modules/assigned-tests/mappers.js#TestResultModel',
          // ---- reports and analytics (issue 20) ----
          LearningReport: '../modules/reports/mappers.js#LearningReportModel',
          // ---- complaints (issue 20) ----
          Complaint: '../modules/complaints/mappers.js#ComplaintModel',
          // ---- pages of lists that grow (issue 32) ----
          CourseDiscussion: '../modules/discussion/mappers.js#CourseDiscussionModel',
        },
      },
    },
    'packages/web/src/gql/': {
      documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      // `@unmask` spreads a fragment's fields into the operation's own type (the payloads' shared
      // UserErrorFields); Apollo Client removes the directive before the request leaves.
      config: { enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string' }, useTypeImports: true, customDirectives: { apolloUnmask: true } },
    },
  },
};

export default config;
