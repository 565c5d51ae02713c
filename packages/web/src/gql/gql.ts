/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n": typeof types.OpensSoonDocument,
    "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n": typeof types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n": typeof types.ApplyProgramsDocument,
    "\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n": typeof types.ApplyProgramRow_ProgramFragmentDoc,
    "\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n": typeof types.MyApplicationDocument,
    "\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n": typeof types.PaperFormPageDocument,
    "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSubmitPaperFormDocument,
    "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nic\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      fullTime\n      partTime\n    }\n    tenth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    gce {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    twelfth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n": typeof types.PaperForm_PaperFormFragmentDoc,
    "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSavePaperFormDraftDocument,
    "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationStartDocument,
    "\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": typeof types.ApplicationWizardPageDocument,
    "\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n": typeof types.ApplicationWizard_ApplicationFragmentDoc,
    "\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": typeof types.PreRegistrationWizardDocument,
    "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSaveGeneralInfoDocument,
    "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSaveEducationDocument,
    "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSaveDocumentsDocument,
    "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSaveScholarshipDocument,
    "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApplicationSubmitDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountConfirmSignUpDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AccountSignUpDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionCompleteNewPasswordDocument,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionSignInDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": typeof types.ProgramsMenu_CatalogFragmentDoc,
    "\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n": typeof types.OnlineProgramCard_ProgramFragmentDoc,
    "\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": typeof types.OnlineProgramsDocument,
    "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n": typeof types.ProgramCurriculum_ProgramFragmentDoc,
    "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n": typeof types.ProgramDetailDocument,
    "\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.ProgramFaqs_ProgramFragmentDoc,
    "\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n": typeof types.ProgramInstructors_ProgramFragmentDoc,
    "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n": typeof types.ProgramOverview_ProgramFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": typeof types.PublicSiteDocument,
    "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ScholarshipCodeConfirmDocument,
    "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ScholarshipEmailCheckDocument,
    "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.QueryPostDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": typeof types.UpcomingEvents_EventFragmentDoc,
    "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n": typeof types.ScormRuntimeDocument,
    "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ScormCommitDocument,
    "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        audioUrl\n      }\n    }\n  }\n": typeof types.CoursePodcastsDocument,
    "\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n": typeof types.CourseRecordedSessionsDocument,
    "\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n": typeof types.CourseReferencesDocument,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": typeof types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n": typeof types.ProgramCard_ProgramFragmentDoc,
    "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionSignOutDocument,
};
const documents: Documents = {
    "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n": types.OpensSoonDocument,
    "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n": types.SessionCheckDocument,
    "\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n": types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n": types.ApplyProgramsDocument,
    "\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n": types.ApplyProgramRow_ProgramFragmentDoc,
    "\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n": types.MyApplicationDocument,
    "\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n": types.PaperFormPageDocument,
    "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSubmitPaperFormDocument,
    "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nic\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      fullTime\n      partTime\n    }\n    tenth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    gce {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    twelfth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n": types.PaperForm_PaperFormFragmentDoc,
    "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSavePaperFormDraftDocument,
    "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationStartDocument,
    "\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": types.ApplicationWizardPageDocument,
    "\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n": types.ApplicationWizard_ApplicationFragmentDoc,
    "\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": types.PreRegistrationWizardDocument,
    "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSaveGeneralInfoDocument,
    "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSaveEducationDocument,
    "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSaveDocumentsDocument,
    "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSaveScholarshipDocument,
    "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ApplicationSubmitDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AccountConfirmSignUpDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AccountSignUpDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetRequestDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionCompleteNewPasswordDocument,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionSignInDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": types.ProgramsMenu_CatalogFragmentDoc,
    "\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n": types.OnlineProgramCard_ProgramFragmentDoc,
    "\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": types.OnlineProgramsDocument,
    "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n": types.ProgramCurriculum_ProgramFragmentDoc,
    "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n": types.ProgramDetailDocument,
    "\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n": types.ProgramFaqs_ProgramFragmentDoc,
    "\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n": types.ProgramInstructors_ProgramFragmentDoc,
    "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n": types.ProgramOverview_ProgramFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": types.PublicSiteDocument,
    "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ScholarshipCodeConfirmDocument,
    "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ScholarshipEmailCheckDocument,
    "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.QueryPostDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": types.UpcomingEvents_EventFragmentDoc,
    "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n": types.ScormRuntimeDocument,
    "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ScormCommitDocument,
    "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        audioUrl\n      }\n    }\n  }\n": types.CoursePodcastsDocument,
    "\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n": types.CourseRecordedSessionsDocument,
    "\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n": types.CourseReferencesDocument,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n": types.ProgramCard_ProgramFragmentDoc,
    "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n": types.SessionDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SessionSignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query OpensSoon {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n"): (typeof documents)["\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nic\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      fullTime\n      partTime\n    }\n    tenth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    gce {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    twelfth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n"): (typeof documents)["\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nic\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      fullTime\n      partTime\n    }\n    tenth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    gce {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    twelfth {\n      year\n      registrationNo\n      subjects {\n        subject\n        grade\n      }\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      application {\n        programId\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      application {\n        ...ApplicationWizard_application\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      viewer {\n        id\n        name\n        email\n        username\n      }\n      newPasswordRequired\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n"): (typeof documents)["\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n"): (typeof documents)["\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n"): (typeof documents)["\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"): (typeof documents)["\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"): (typeof documents)["\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n"): (typeof documents)["\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        audioUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        audioUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n"): (typeof documents)["\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n"): (typeof documents)["\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n"): (typeof documents)["\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    viewer {\n      id\n      name\n      email\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;