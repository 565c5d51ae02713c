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
    "\n  fragment AnnouncementEntry_announcement on ProgramAnnouncement {\n    id\n    kind\n    title\n    descriptionHtml\n    postedAt\n    linkText\n    linkUrl\n    contentUrl\n    fileName\n  }\n": typeof types.AnnouncementEntry_AnnouncementFragmentDoc,
    "\n  fragment AnnouncementList_page on ProgramAnnouncementConnection {\n    nodes {\n      id\n      ...AnnouncementEntry_announcement\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n": typeof types.AnnouncementList_PageFragmentDoc,
    "\n  query ProgramAnnouncementsPage($programId: ID!, $first: Int!, $after: String) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        id\n        announcementsConnection(first: $first, after: $after) {\n          ...AnnouncementList_page\n        }\n      }\n    }\n  }\n": typeof types.ProgramAnnouncementsPageDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.LoadMore_PageInfoFragmentDoc,
    "\n  fragment Player_object on LearningObject {\n    id\n    title\n    kind\n    contentUrl\n    captions {\n      src\n      srclang\n      label\n    }\n  }\n": typeof types.Player_ObjectFragmentDoc,
    "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n": typeof types.ProgramCurriculum_ProgramFragmentDoc,
    "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n": typeof types.ProgramOverview_ProgramFragmentDoc,
    "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  query NotificationBell {\n    notificationsUnreadCount\n  }\n": typeof types.NotificationBellDocument,
    "\n  subscription NotificationBellLive {\n    notificationsChanged {\n      unreadCount\n    }\n  }\n": typeof types.NotificationBellLiveDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": typeof types.UpcomingEvents_EventFragmentDoc,
    "\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n": typeof types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n": typeof types.ApplyProgramsDocument,
    "\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n": typeof types.ApplyProgramRow_ProgramFragmentDoc,
    "\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n": typeof types.MyApplicationDocument,
    "\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n": typeof types.PaperFormPageDocument,
    "\n  fragment PaperForm_examRecord on ExamRecord {\n    year\n    registrationNo\n    subjects {\n      subject\n      grade\n    }\n  }\n": typeof types.PaperForm_ExamRecordFragmentDoc,
    "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nationalId\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      studyMode\n    }\n    tenth {\n      ...PaperForm_examRecord @unmask\n    }\n    gce {\n      ...PaperForm_examRecord @unmask\n    }\n    twelfth {\n      ...PaperForm_examRecord @unmask\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n": typeof types.PaperForm_PaperFormFragmentDoc,
    "\n  fragment PaperFormSavePayload on ApplicationPayload {\n    application {\n      programId\n      status\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.PaperFormSavePayloadFragmentDoc,
    "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSubmitPaperFormDocument,
    "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSavePaperFormDraftDocument,
    "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ApplicationStartDocument,
    "\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": typeof types.ApplicationWizardPageDocument,
    "\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n": typeof types.ApplicationWizard_ApplicationFragmentDoc,
    "\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": typeof types.PreRegistrationWizardDocument,
    "\n  fragment ApplicationWizardSavePayload on ApplicationPayload {\n    application {\n      ...ApplicationWizard_application\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.ApplicationWizardSavePayloadFragmentDoc,
    "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSaveGeneralInfoDocument,
    "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSaveEducationDocument,
    "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSaveDocumentsDocument,
    "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSaveScholarshipDocument,
    "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": typeof types.ApplicationSubmitDocument,
    "\n  query Announcements($first: Int!) {\n    viewer {\n      id\n      announcements {\n        enrolledProgram {\n          id\n          title\n          announcementsConnection(first: $first) {\n            totalCount\n            ...AnnouncementList_page\n          }\n        }\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  fragment AssessmentRow_assessment on Assessment {\n    id\n    kind\n    title\n    startsAt\n    endsAt\n    answersAt\n    instructions\n    window\n    attemptStatus\n    score\n    maximumScore\n    questionCount\n    answeredCount\n    timeAllowedSeconds\n    answersAvailable\n  }\n": typeof types.AssessmentRow_AssessmentFragmentDoc,
    "\n  fragment AssessmentAnswerFields on AssessmentAnswer {\n    questionId\n    optionIds\n    matches\n    text\n    fileName\n    originalFileName\n  }\n": typeof types.AssessmentAnswerFieldsFragmentDoc,
    "\n  fragment AttemptView_attempt on AssessmentAttempt {\n    status\n    secondsLeft\n    clockPollMs\n    questions {\n      id\n      number\n      kind\n      ...QuestionInput_question\n    }\n    answers {\n      ...AssessmentAnswerFields @unmask\n      sequence\n    }\n  }\n": typeof types.AttemptView_AttemptFragmentDoc,
    "\n  fragment AssessmentPayloadFields on AssessmentPayload {\n    assessment {\n      id\n      ...AssessmentRow_assessment\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.AssessmentPayloadFieldsFragmentDoc,
    "\n  mutation AssessmentStart($input: AssessmentRefInput!) {\n    assessmentStart(input: $input) {\n      ...AssessmentPayloadFields @unmask\n      assessment {\n        id\n        attempt {\n          ...AttemptView_attempt\n        }\n      }\n    }\n  }\n": typeof types.AssessmentStartDocument,
    "\n  mutation AssessmentAnswerSave($input: AssessmentAnswerSaveInput!) {\n    assessmentAnswerSave(input: $input) {\n      savedSequence\n      secondsLeft\n      status\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AssessmentAnswerSaveDocument,
    "\n  mutation AssessmentSubmit($input: AssessmentRefInput!) {\n    assessmentSubmit(input: $input) {\n      ...AssessmentPayloadFields @unmask\n    }\n  }\n": typeof types.AssessmentSubmitDocument,
    "\n  query AssessmentClock($courseId: ID!, $kind: AssessmentKind!, $assessmentId: ID!) {\n    viewer {\n      id\n      assessmentClock(courseId: $courseId, kind: $kind, assessmentId: $assessmentId) {\n        secondsLeft\n        clockPollMs\n        status\n      }\n    }\n  }\n": typeof types.AssessmentClockDocument,
    "\n  query CourseAssessments($courseId: ID!, $kind: AssessmentKind!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessments(kind: $kind) {\n          id\n          ...AssessmentRow_assessment\n        }\n      }\n    }\n  }\n": typeof types.CourseAssessmentsDocument,
    "\n  fragment QuestionStem_question on AssessmentQuestion {\n    number\n    stemHtml\n    imageUrl\n  }\n": typeof types.QuestionStem_QuestionFragmentDoc,
    "\n  fragment QuestionInput_question on AssessmentQuestion {\n    number\n    kind\n    options {\n      id\n      content\n      imageUrl\n    }\n    matchPrompts\n    ...QuestionStem_question\n  }\n": typeof types.QuestionInput_QuestionFragmentDoc,
    "\n  query CourseAssessmentReview($courseId: ID!, $kind: AssessmentKind!, $id: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessment(kind: $kind, id: $id) {\n          id\n          review {\n            score\n            questions {\n              question {\n                id\n              }\n              ...ReviewItem_item\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CourseAssessmentReviewDocument,
    "\n  fragment ReviewItem_item on AssessmentReviewQuestion {\n    question {\n      ...QuestionInput_question @unmask\n    }\n    answer {\n      ...AssessmentAnswerFields @unmask\n    }\n    correctOptionIds\n    correctMatches\n    correct\n  }\n": typeof types.ReviewItem_ItemFragmentDoc,
    "\n  fragment TestCard_test on AssignedTest {\n    id\n    name\n    startsAt\n    endsAt\n    status\n    result {\n      score\n      total\n    }\n  }\n": typeof types.TestCard_TestFragmentDoc,
    "\n  query TestDetail($id: ID!) {\n    indiaTime\n    assignedTest(id: $id) {\n      id\n      name\n      startsAt\n      endsAt\n      durationMinutes\n      status\n      result {\n        score\n        total\n        finishedAt\n      }\n    }\n  }\n": typeof types.TestDetailDocument,
    "\n  mutation TestStart($input: TestStartInput!) {\n    testStart(input: $input) {\n      providerUrl\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TestStartDocument,
    "\n  query AssignedTests {\n    indiaTime\n    assignedTests {\n      id\n      ...TestCard_test\n    }\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AssignedTestsDocument,
    "\n  fragment SessionSignInPayloadFields on SessionSignInPayload {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n    newPasswordRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.SessionSignInPayloadFieldsFragmentDoc,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n": typeof types.SessionSignInDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n": typeof types.SessionCompleteNewPasswordDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AccountSignUpDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AccountConfirmSignUpDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmDocument,
    "\n  query AllPrograms {\n    viewer {\n      id\n      programs {\n        id\n        program {\n          id\n        }\n      }\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          name\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": typeof types.AllProgramsDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": typeof types.ProgramsMenu_CatalogFragmentDoc,
    "\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n": typeof types.OnlineProgramCard_ProgramFragmentDoc,
    "\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": typeof types.OnlineProgramsDocument,
    "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerEnrolment {\n        id\n      }\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n": typeof types.ProgramDetailDocument,
    "\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.ProgramFaqs_ProgramFragmentDoc,
    "\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n": typeof types.ProgramInstructors_ProgramFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": typeof types.PublicSiteDocument,
    "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ScholarshipCodeConfirmDocument,
    "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ScholarshipEmailCheckDocument,
    "\n  fragment CertificateCard_certificate on Certificate {\n    id\n    courseTitle\n    programTitle\n    issuedAt\n    status\n    verifyUrl\n    imageUrl\n    pdfUrl\n    credentialUrl\n  }\n": typeof types.CertificateCard_CertificateFragmentDoc,
    "\n  query Certificates {\n    certificates {\n      id\n      ...CertificateCard_certificate\n    }\n    # ---- profile (issue 20): the program certificates of the profile's cert list ----\n    programCertificates {\n      id\n      ...ProgramCertificateCard_certificate\n    }\n  }\n": typeof types.CertificatesDocument,
    "\n  fragment CourseCertificate_course on Course {\n    id\n    title\n    status\n    certificateStep\n  }\n": typeof types.CourseCertificate_CourseFragmentDoc,
    "\n  mutation CourseCertificateGenerate($input: CourseCertificateGenerateInput!) {\n    courseCertificateGenerate(input: $input) {\n      message\n      certificate {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CourseCertificateGenerateDocument,
    "\n  fragment ProgramCertificateCard_certificate on ProgramCertificate {\n    id\n    name\n    imageUrl\n  }\n": typeof types.ProgramCertificateCard_CertificateFragmentDoc,
    "\n  query CertificateVerification($code: String!) {\n    certificateVerification(code: $code) {\n      status\n      learnerName\n      courseTitle\n      issuedOn\n      issuer\n    }\n  }\n": typeof types.CertificateVerificationDocument,
    "\n  query AddComplaint {\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AddComplaintDocument,
    "\n  query Complaints($first: Int!, $after: String) {\n    viewer {\n      id\n      complaintsConnection(first: $first, after: $after) {\n        nodes {\n          id\n          ...ComplaintsTable_complaint\n        }\n        pageInfo {\n          ...LoadMore_pageInfo @unmask\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.ComplaintsDocument,
    "\n  fragment ComplaintsTable_complaint on Complaint {\n    id\n    description\n    filedAt\n    program {\n      id\n      title\n    }\n    file {\n      name\n      kind\n      url\n    }\n  }\n": typeof types.ComplaintsTable_ComplaintFragmentDoc,
    "\n  mutation ComplaintAdd($input: ComplaintAddInput!) {\n    complaintAdd(input: $input) {\n      complaint {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ComplaintAddDocument,
    "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.QueryPostDocument,
    "\n  fragment ContinueLearning_resume on ContinueLearning {\n    program {\n      id\n      title\n    }\n    course {\n      id\n      title\n      imageUrl\n      progressPercent\n    }\n    upNext {\n      id\n      title\n      kind\n      durationMinutes\n      unit {\n        id\n        label\n      }\n    }\n  }\n": typeof types.ContinueLearning_ResumeFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query LandingScreen {\n    viewer {\n      id\n      programs {\n        id\n        courses {\n          id\n        }\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n": typeof types.LandingScreenDocument,
    "\n  fragment DiscussionQuestionItem_question on DiscussionQuestion {\n    id\n    number\n    text\n    authorName\n    mine\n    postedAt\n    answerCount\n    answers {\n      id\n      number\n      text\n      authorName\n      mine\n      postedAt\n    }\n  }\n": typeof types.DiscussionQuestionItem_QuestionFragmentDoc,
    "\n  query CourseDiscussion($courseId: ID!, $first: Int!, $after: String) {\n    courseDiscussion(courseId: $courseId) {\n      id\n      questionsConnection(first: $first, after: $after) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n": typeof types.CourseDiscussionDocument,
    "\n  fragment DiscussionQuestionsPage on DiscussionQuestionConnection {\n    nodes {\n      id\n      number\n      mine\n      answers {\n        id\n        mine\n      }\n      ...DiscussionQuestionItem_question\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n": typeof types.DiscussionQuestionsPageFragmentDoc,
    "\n  subscription CourseDiscussionLive($courseId: ID!, $first: Int! = 20) {\n    courseDiscussionChanged(courseId: $courseId) {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n": typeof types.CourseDiscussionLiveDocument,
    "\n  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!, $first: Int! = 20) {\n    discussionPostQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": typeof types.DiscussionPostQuestionDocument,
    "\n  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!, $first: Int! = 20) {\n    discussionPostAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": typeof types.DiscussionPostAnswerDocument,
    "\n  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!, $first: Int! = 20) {\n    discussionDeleteQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": typeof types.DiscussionDeleteQuestionDocument,
    "\n  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!, $first: Int! = 20) {\n    discussionDeleteAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": typeof types.DiscussionDeleteAnswerDocument,
    "\n  fragment DiscussionPayloadFields on DiscussionPayload {\n    discussion {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n    message\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.DiscussionPayloadFieldsFragmentDoc,
    "\n  query Calendar {\n    viewer {\n      id\n      events {\n        id\n        title\n        link\n        date\n        ...UpcomingEvents_event\n      }\n      calendarFeedUrl\n    }\n  }\n": typeof types.CalendarDocument,
    "\n  query CourseFeedback($id: ID!, $kind: FeedbackKind!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        feedbackForm(kind: $kind) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": typeof types.CourseFeedbackDocument,
    "\n  fragment CourseFeedbackEntries_course on Course {\n    id\n    title\n    feedbackOffered\n  }\n": typeof types.CourseFeedbackEntries_CourseFragmentDoc,
    "\n  fragment FeedbackForm_form on FeedbackForm {\n    kind\n    status\n    message\n    questions {\n      id\n      text\n    }\n    instructors {\n      name\n      email\n    }\n  }\n": typeof types.FeedbackForm_FormFragmentDoc,
    "\n  fragment FeedbackSubmitPayloadFields on FeedbackSubmitPayload {\n    submitted\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.FeedbackSubmitPayloadFieldsFragmentDoc,
    "\n  query UnitFeedback($course: ID!, $object: ID!) {\n    viewer {\n      id\n      course(id: $course) {\n        id\n        unitFeedbackForm(objectId: $object) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": typeof types.UnitFeedbackDocument,
    "\n  query ProgramFeedback($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        feedbackForm {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": typeof types.ProgramFeedbackDocument,
    "\n  mutation ProgramFeedbackSubmit($input: ProgramFeedbackSubmitInput!) {\n    programFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n": typeof types.ProgramFeedbackSubmitDocument,
    "\n  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {\n    courseFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n": typeof types.CourseFeedbackSubmitDocument,
    "\n  fragment CourseScreen_course on Course {\n    id\n    title\n    programTitle\n    programId\n    type\n    enabled\n    freeNavigation\n    progressPercent\n    status\n    resumeUnitId\n    ...CourseOutline_course\n    ...CourseFeedbackEntries_course\n    ...CourseCertificate_course\n    units {\n      id\n      label\n      objects {\n        id\n        title\n        kind\n        state\n        unavailableMessage\n        durationMinutes\n        ...ObjectPlayer_object\n      }\n    }\n  }\n": typeof types.CourseScreen_CourseFragmentDoc,
    "\n  fragment CourseOutline_course on Course {\n    showsUnitImages\n    units {\n      id\n      label\n      title\n      durationMinutes\n      enabled\n      imageUrl\n      objects {\n        id\n        title\n        state\n      }\n    }\n  }\n": typeof types.CourseOutline_CourseFragmentDoc,
    "\n  query CoursePage($id: ID!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        ...CourseScreen_course\n      }\n    }\n  }\n": typeof types.CoursePageDocument,
    "\n  fragment ObjectPlayer_object on LearningObject {\n    id\n    title\n    kind\n    state\n    secondsSpent\n    ...Player_object\n  }\n": typeof types.ObjectPlayer_ObjectFragmentDoc,
    "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n": typeof types.ScormRuntimeDocument,
    "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ScormCommitDocument,
    "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        unavailableMessage\n        audioUrl\n      }\n    }\n  }\n": typeof types.CoursePodcastsDocument,
    "\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n": typeof types.CourseRecordedSessionsDocument,
    "\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n": typeof types.CourseReferencesDocument,
    "\n  fragment CourseProgress_program on EnrolledProgram {\n    id\n    progressPercent\n    courses {\n      id\n      progressPercent\n      status\n    }\n  }\n": typeof types.CourseProgress_ProgramFragmentDoc,
    "\n  fragment CourseProgressPayloadFields on CourseProgressPayload {\n    course {\n      ...CourseScreen_course\n    }\n    program {\n      ...CourseProgress_program\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.CourseProgressPayloadFieldsFragmentDoc,
    "\n  mutation CourseStart($input: CourseStartInput!) {\n    courseStart(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": typeof types.CourseStartDocument,
    "\n  mutation LearningObjectOpen($input: LearningObjectOpenInput!) {\n    learningObjectOpen(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": typeof types.LearningObjectOpenDocument,
    "\n  mutation LearningObjectComplete($input: LearningObjectCompleteInput!) {\n    learningObjectComplete(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": typeof types.LearningObjectCompleteDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    message\n    link\n    createdAt\n    read\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String) {\n    notificationsConnection(first: $first, after: $after) {\n      nodes {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      totalCount\n    }\n    notificationsUnreadCount\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n    notificationsMarkRead(input: $input) {\n      unreadCount\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.NotificationsMarkReadDocument,
    "\n  fragment ProfileForm_file on ProfileFile {\n    fileName\n    name\n    url\n  }\n": typeof types.ProfileForm_FileFragmentDoc,
    "\n  fragment ProfileForm_profile on Profile {\n    firstName\n    lastName\n    email\n    phone\n    countryCode\n    dateOfBirth\n    address\n    passportNumber\n    otherGovernmentId\n    highestDegree\n    workExperience\n    photo {\n      fileName\n      url\n    }\n    documents {\n      ...ProfileForm_file @unmask\n    }\n    certificateFiles {\n      ...ProfileForm_file @unmask\n    }\n    marksCards {\n      ...ProfileForm_file @unmask\n    }\n    candidateIds {\n      programTitle\n      candidateNumber\n    }\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  query ProfilePage {\n    profile {\n      ...ProfileForm_profile\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation ProfileTimeZoneUpdate($input: ProfileTimeZoneUpdateInput!) {\n    profileTimeZoneUpdate(input: $input) {\n      message\n      profile {\n        timeZone\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ProfileTimeZoneUpdateDocument,
    "\n  fragment ProfileUpdatePayloadFields on ProfileUpdatePayload {\n    message\n    profile {\n      ...ProfileForm_profile\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.ProfileUpdatePayloadFieldsFragmentDoc,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    profileUpdate(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation ProfileDocumentDelete($input: ProfileDocumentDeleteInput!) {\n    profileDocumentDelete(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n": typeof types.ProfileDocumentDeleteDocument,
    "\n  query AllCourses {\n    viewer {\n      id\n      programs {\n        id\n        title\n        courses {\n          id\n          status\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n": typeof types.AllCoursesDocument,
    "\n  fragment ExamSchedulingForm_exam on ExamScheduling {\n    actionUrl\n    expiresAt\n    fields {\n      name\n      value\n    }\n  }\n": typeof types.ExamSchedulingForm_ExamFragmentDoc,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": typeof types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n    offersFeedback\n  }\n": typeof types.ProgramCard_ProgramFragmentDoc,
    "\n  query ProgramCourses($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        candidateNumber\n        showsSemesterHeadings\n        courses {\n          id\n          semester\n          ...CourseCard_course\n        }\n        examScheduling {\n          ...ExamSchedulingForm_exam\n        }\n      }\n    }\n  }\n": typeof types.ProgramCoursesDocument,
    "\n  query ProgramInfo($id: ID!, $first: Int! = 20) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        program {\n          id\n          ...ProgramOverview_program\n          ...ProgramCurriculum_program\n        }\n        # $first is LIST_PAGE_SIZE, a variable as the cost limit wants (docs/decisions/310); \"Load more\" asks the next pages.\n        announcementsConnection(first: $first) {\n          ...AnnouncementList_page\n        }\n        events {\n          id\n          title\n          link\n          date\n        }\n      }\n    }\n  }\n": typeof types.ProgramInfoDocument,
    "\n  query ProjectApproved($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        projectApprovedMessages {\n          approvedAt\n          objective {\n            id\n            title\n          }\n          message {\n            ...ProjectMessageFields @unmask\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProjectApprovedDocument,
    "\n  fragment MessageView_message on ProjectMessage {\n    ...ProjectMessageFields @unmask\n    author\n    file {\n      kind\n      url\n    }\n    replies {\n      id\n      author\n      text\n      fromInstructor\n    }\n  }\n": typeof types.MessageView_MessageFragmentDoc,
    "\n  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        ...CourseProgress_program\n      }\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course\n        projectObjective(id: $objectiveId) {\n          id\n          title\n          state\n          ...ThreadView_objective\n          # What the new-message announcement and the live events' comparison read.\n          messages {\n            id\n            status\n            author\n            replies {\n              id\n              author\n              text\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProjectThreadDocument,
    "\n  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {\n    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {\n      id\n      state\n      messages {\n        id\n        status\n        replies {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ProjectThreadLiveDocument,
    "\n  fragment ProjectMessageFields on ProjectMessage {\n    id\n    text\n    status\n    postedAt\n    postedDate\n    postedTime\n    file {\n      name\n    }\n  }\n": typeof types.ProjectMessageFieldsFragmentDoc,
    "\n  fragment ProjectProgress_course on Course {\n    id\n    progressPercent\n    status\n    projectUnits {\n      id\n      label\n      title\n      enabled\n      objectives {\n        id\n        title\n        state\n      }\n    }\n  }\n": typeof types.ProjectProgress_CourseFragmentDoc,
    "\n  query ProjectUnits($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course @unmask\n        projectUnits {\n          id\n          ...UnitObjectives_unit\n        }\n      }\n    }\n  }\n": typeof types.ProjectUnitsDocument,
    "\n  fragment UnitObjectives_unit on ProjectUnit {\n    id\n    title\n    objectives {\n      id\n      title\n      state\n    }\n  }\n": typeof types.UnitObjectives_UnitFragmentDoc,
    "\n  fragment ProjectMessagePayloadFields on ProjectMessagePayload {\n    objective {\n      id\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.ProjectMessagePayloadFieldsFragmentDoc,
    "\n  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {\n    projectMessageSend(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n": typeof types.ProjectMessageSendDocument,
    "\n  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {\n    projectMessageReply(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n": typeof types.ProjectMessageReplyDocument,
    "\n  fragment ThreadView_objective on ProjectObjective {\n    id\n    state\n    lockedMessage\n    messages {\n      id\n      postedAt\n      ...MessageView_message\n    }\n  }\n": typeof types.ThreadView_ObjectiveFragmentDoc,
    "\n  fragment QuizItemView_item on UnitQuizItem {\n    id\n    stemHtml\n    imageUrl\n    kind\n    points\n    options {\n      index\n      contentHtml\n      imageUrl\n    }\n    answer {\n      options\n      text\n      fileName\n      fileUrl\n    }\n    review {\n      correct\n      correctOptions\n      optionFeedback\n    }\n  }\n": typeof types.QuizItemView_ItemFragmentDoc,
    "\n  fragment UnitQuizFlow_quiz on UnitQuiz {\n    objectId\n    title\n    type\n    cutoffPercent\n    deadline\n    deadlinePassed\n    autoscored\n    maxScore\n    canRetry\n    canEdit\n    canComplete\n    result {\n      percent\n      score\n      passed\n      attempts\n      answeredCount\n      edited\n      scorePending\n      passedByRetry\n      feedback\n      submittedAt\n    }\n    items {\n      id\n      answer {\n        options\n        text\n        fileName\n      }\n      review {\n        correct\n      }\n      ...QuizItemView_item\n    }\n  }\n": typeof types.UnitQuizFlow_QuizFragmentDoc,
    "\n  query UnitQuiz($courseId: ID!, $objectId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        unitQuiz(objectId: $objectId) {\n          ...UnitQuizFlow_quiz\n        }\n      }\n    }\n  }\n": typeof types.UnitQuizDocument,
    "\n  fragment UnitQuizPayloadFields on UnitQuizPayload {\n    quiz {\n      ...UnitQuizFlow_quiz\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.UnitQuizPayloadFieldsFragmentDoc,
    "\n  mutation UnitQuizItemCheck($input: UnitQuizItemCheckInput!) {\n    unitQuizItemCheck(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": typeof types.UnitQuizItemCheckDocument,
    "\n  mutation UnitQuizSubmit($input: UnitQuizSubmitInput!) {\n    unitQuizSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": typeof types.UnitQuizSubmitDocument,
    "\n  mutation UnitAssignmentSubmit($input: UnitAssignmentSubmitInput!) {\n    unitAssignmentSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": typeof types.UnitAssignmentSubmitDocument,
    "\n  fragment DueNextList_report on LearningReport {\n    dueNext {\n      id\n      kind\n      title\n      courseId\n      courseTitle\n      dueOn\n      dueAt\n      opensAt\n      link\n    }\n  }\n": typeof types.DueNextList_ReportFragmentDoc,
    "\n  fragment ProgramCompletion_program on EnrolledProgram {\n    id\n    title\n    progressPercent\n    courses {\n      id\n      title\n      progressPercent\n    }\n  }\n": typeof types.ProgramCompletion_ProgramFragmentDoc,
    "\n  query Reports {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCompletion_program\n      }\n      learningReport {\n        ...WeeklyTimeChart_report\n        ...ScoresSection_report\n        ...DueNextList_report\n        dueNext {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  fragment ScoresSection_report on LearningReport {\n    quizScores {\n      id\n      title\n      courseTitle\n      scorePercent\n      takenOn\n    }\n    assessmentScores {\n      id\n      kind\n      title\n      courseTitle\n      score\n      maximumScore\n      scorePercent\n    }\n  }\n": typeof types.ScoresSection_ReportFragmentDoc,
    "\n  fragment WeeklyTimeChart_report on LearningReport {\n    weeklyTime {\n      weekStarting\n      secondsSpent\n    }\n  }\n": typeof types.WeeklyTimeChart_ReportFragmentDoc,
    "\n  query SharedObject($link: SharedObjectLinkInput!) {\n    viewer {\n      id\n    }\n    sharedObject(link: $link) {\n      title\n      url\n    }\n  }\n": typeof types.SharedObjectDocument,
    "\n  subscription ProgressLive {\n    progressChanged {\n      programs {\n        ...CourseProgress_program @unmask\n      }\n    }\n  }\n": typeof types.ProgressLiveDocument,
    "\n  fragment SessionViewerFields on Viewer {\n    id\n    name\n    email\n    username\n  }\n": typeof types.SessionViewerFieldsFragmentDoc,
    "\n  query Session {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n  }\n": typeof types.SessionDocument,
    "\n  query LearnerTimeZone {\n    profile {\n      timeZone\n    }\n  }\n": typeof types.LearnerTimeZoneDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SessionSignOutDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AnnouncementEntry_announcement on ProgramAnnouncement {\n    id\n    kind\n    title\n    descriptionHtml\n    postedAt\n    linkText\n    linkUrl\n    contentUrl\n    fileName\n  }\n": types.AnnouncementEntry_AnnouncementFragmentDoc,
    "\n  fragment AnnouncementList_page on ProgramAnnouncementConnection {\n    nodes {\n      id\n      ...AnnouncementEntry_announcement\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n": types.AnnouncementList_PageFragmentDoc,
    "\n  query ProgramAnnouncementsPage($programId: ID!, $first: Int!, $after: String) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        id\n        announcementsConnection(first: $first, after: $after) {\n          ...AnnouncementList_page\n        }\n      }\n    }\n  }\n": types.ProgramAnnouncementsPageDocument,
    "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.LoadMore_PageInfoFragmentDoc,
    "\n  fragment Player_object on LearningObject {\n    id\n    title\n    kind\n    contentUrl\n    captions {\n      src\n      srclang\n      label\n    }\n  }\n": types.Player_ObjectFragmentDoc,
    "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n": types.ProgramCurriculum_ProgramFragmentDoc,
    "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n": types.ProgramOverview_ProgramFragmentDoc,
    "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n": types.SessionCheckDocument,
    "\n  query NotificationBell {\n    notificationsUnreadCount\n  }\n": types.NotificationBellDocument,
    "\n  subscription NotificationBellLive {\n    notificationsChanged {\n      unreadCount\n    }\n  }\n": types.NotificationBellLiveDocument,
    "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n": types.UpcomingEvents_EventFragmentDoc,
    "\n  fragment ApplicationCard_application on Application {\n    programId\n    programName\n    programImageUrl\n    status\n    steps {\n      label\n      reached\n    }\n  }\n": types.ApplicationCard_ApplicationFragmentDoc,
    "\n  query ApplyPrograms {\n    viewer {\n      id\n      applyTabs {\n        label\n        programs {\n          id\n          ...ApplyProgramRow_program\n        }\n      }\n    }\n  }\n": types.ApplyProgramsDocument,
    "\n  fragment ApplyProgramRow_program on ApplyProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n    status\n    action\n  }\n": types.ApplyProgramRow_ProgramFragmentDoc,
    "\n  query MyApplication {\n    viewer {\n      id\n      applications {\n        programId\n        ...ApplicationCard_application\n      }\n    }\n  }\n": types.MyApplicationDocument,
    "\n  query PaperFormPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        status\n        paperForm {\n          ...PaperForm_paperForm\n        }\n      }\n    }\n  }\n": types.PaperFormPageDocument,
    "\n  fragment PaperForm_examRecord on ExamRecord {\n    year\n    registrationNo\n    subjects {\n      subject\n      grade\n    }\n  }\n": types.PaperForm_ExamRecordFragmentDoc,
    "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nationalId\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      studyMode\n    }\n    tenth {\n      ...PaperForm_examRecord @unmask\n    }\n    gce {\n      ...PaperForm_examRecord @unmask\n    }\n    twelfth {\n      ...PaperForm_examRecord @unmask\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n": types.PaperForm_PaperFormFragmentDoc,
    "\n  fragment PaperFormSavePayload on ApplicationPayload {\n    application {\n      programId\n      status\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.PaperFormSavePayloadFragmentDoc,
    "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n": types.ApplicationSubmitPaperFormDocument,
    "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n": types.ApplicationSavePaperFormDraftDocument,
    "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ApplicationStartDocument,
    "\n  query ApplicationWizardPage($programId: ID!) {\n    viewer {\n      id\n      email\n      application(programId: $programId) {\n        programId\n        programName\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": types.ApplicationWizardPageDocument,
    "\n  fragment ApplicationWizard_application on Application {\n    id\n    programId\n    programName\n    status\n    editable\n    partnerChannel\n    generalInfo {\n      firstName\n      middleName\n      lastName\n      email\n      countryCode\n      phone\n      gender\n      dateOfBirth\n      fatherName\n      motherName\n      internationalStudent\n      passportNumber\n      nationalId\n      permanentAddress1\n      permanentAddress2\n      permanentAddress3\n      permanentState\n      permanentCity\n      permanentPin\n      permanentCountry\n      presentSameAsPermanent\n      presentAddress1\n      presentAddress2\n      presentAddress3\n      presentState\n      presentCity\n      presentPin\n      countryOfResidence\n    }\n    education {\n      schoolName\n      schoolAddress1\n      schoolAddress2\n      schoolAddress3\n      schoolCountry\n      schoolPincode\n      universityName\n      universityAddress1\n      universityAddress2\n      universityAddress3\n      universityCountry\n      universityZip\n      educationType\n      specialization\n      experience\n      workDescription\n    }\n    documents {\n      certificate {\n        name\n        url\n      }\n      transcripts {\n        name\n        url\n      }\n      passport {\n        name\n        url\n      }\n      nationalId {\n        name\n        url\n      }\n      profilePhoto {\n        name\n        url\n      }\n    }\n    scholarship {\n      scholarship\n      learningCenter\n      learningCenterCode\n      learningCenterName\n    }\n  }\n": types.ApplicationWizard_ApplicationFragmentDoc,
    "\n  query PreRegistrationWizard {\n    preRegistration {\n      email\n      firstName\n      lastName\n      learningCenter\n      learningCenterName\n      application {\n        programId\n        programName\n        status\n        editable\n        ...ApplicationWizard_application\n      }\n    }\n  }\n": types.PreRegistrationWizardDocument,
    "\n  fragment ApplicationWizardSavePayload on ApplicationPayload {\n    application {\n      ...ApplicationWizard_application\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.ApplicationWizardSavePayloadFragmentDoc,
    "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": types.ApplicationSaveGeneralInfoDocument,
    "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": types.ApplicationSaveEducationDocument,
    "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": types.ApplicationSaveDocumentsDocument,
    "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": types.ApplicationSaveScholarshipDocument,
    "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n": types.ApplicationSubmitDocument,
    "\n  query Announcements($first: Int!) {\n    viewer {\n      id\n      announcements {\n        enrolledProgram {\n          id\n          title\n          announcementsConnection(first: $first) {\n            totalCount\n            ...AnnouncementList_page\n          }\n        }\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  fragment AssessmentRow_assessment on Assessment {\n    id\n    kind\n    title\n    startsAt\n    endsAt\n    answersAt\n    instructions\n    window\n    attemptStatus\n    score\n    maximumScore\n    questionCount\n    answeredCount\n    timeAllowedSeconds\n    answersAvailable\n  }\n": types.AssessmentRow_AssessmentFragmentDoc,
    "\n  fragment AssessmentAnswerFields on AssessmentAnswer {\n    questionId\n    optionIds\n    matches\n    text\n    fileName\n    originalFileName\n  }\n": types.AssessmentAnswerFieldsFragmentDoc,
    "\n  fragment AttemptView_attempt on AssessmentAttempt {\n    status\n    secondsLeft\n    clockPollMs\n    questions {\n      id\n      number\n      kind\n      ...QuestionInput_question\n    }\n    answers {\n      ...AssessmentAnswerFields @unmask\n      sequence\n    }\n  }\n": types.AttemptView_AttemptFragmentDoc,
    "\n  fragment AssessmentPayloadFields on AssessmentPayload {\n    assessment {\n      id\n      ...AssessmentRow_assessment\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.AssessmentPayloadFieldsFragmentDoc,
    "\n  mutation AssessmentStart($input: AssessmentRefInput!) {\n    assessmentStart(input: $input) {\n      ...AssessmentPayloadFields @unmask\n      assessment {\n        id\n        attempt {\n          ...AttemptView_attempt\n        }\n      }\n    }\n  }\n": types.AssessmentStartDocument,
    "\n  mutation AssessmentAnswerSave($input: AssessmentAnswerSaveInput!) {\n    assessmentAnswerSave(input: $input) {\n      savedSequence\n      secondsLeft\n      status\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AssessmentAnswerSaveDocument,
    "\n  mutation AssessmentSubmit($input: AssessmentRefInput!) {\n    assessmentSubmit(input: $input) {\n      ...AssessmentPayloadFields @unmask\n    }\n  }\n": types.AssessmentSubmitDocument,
    "\n  query AssessmentClock($courseId: ID!, $kind: AssessmentKind!, $assessmentId: ID!) {\n    viewer {\n      id\n      assessmentClock(courseId: $courseId, kind: $kind, assessmentId: $assessmentId) {\n        secondsLeft\n        clockPollMs\n        status\n      }\n    }\n  }\n": types.AssessmentClockDocument,
    "\n  query CourseAssessments($courseId: ID!, $kind: AssessmentKind!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessments(kind: $kind) {\n          id\n          ...AssessmentRow_assessment\n        }\n      }\n    }\n  }\n": types.CourseAssessmentsDocument,
    "\n  fragment QuestionStem_question on AssessmentQuestion {\n    number\n    stemHtml\n    imageUrl\n  }\n": types.QuestionStem_QuestionFragmentDoc,
    "\n  fragment QuestionInput_question on AssessmentQuestion {\n    number\n    kind\n    options {\n      id\n      content\n      imageUrl\n    }\n    matchPrompts\n    ...QuestionStem_question\n  }\n": types.QuestionInput_QuestionFragmentDoc,
    "\n  query CourseAssessmentReview($courseId: ID!, $kind: AssessmentKind!, $id: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessment(kind: $kind, id: $id) {\n          id\n          review {\n            score\n            questions {\n              question {\n                id\n              }\n              ...ReviewItem_item\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CourseAssessmentReviewDocument,
    "\n  fragment ReviewItem_item on AssessmentReviewQuestion {\n    question {\n      ...QuestionInput_question @unmask\n    }\n    answer {\n      ...AssessmentAnswerFields @unmask\n    }\n    correctOptionIds\n    correctMatches\n    correct\n  }\n": types.ReviewItem_ItemFragmentDoc,
    "\n  fragment TestCard_test on AssignedTest {\n    id\n    name\n    startsAt\n    endsAt\n    status\n    result {\n      score\n      total\n    }\n  }\n": types.TestCard_TestFragmentDoc,
    "\n  query TestDetail($id: ID!) {\n    indiaTime\n    assignedTest(id: $id) {\n      id\n      name\n      startsAt\n      endsAt\n      durationMinutes\n      status\n      result {\n        score\n        total\n        finishedAt\n      }\n    }\n  }\n": types.TestDetailDocument,
    "\n  mutation TestStart($input: TestStartInput!) {\n    testStart(input: $input) {\n      providerUrl\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.TestStartDocument,
    "\n  query AssignedTests {\n    indiaTime\n    assignedTests {\n      id\n      ...TestCard_test\n    }\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n": types.AssignedTestsDocument,
    "\n  fragment SessionSignInPayloadFields on SessionSignInPayload {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n    newPasswordRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.SessionSignInPayloadFieldsFragmentDoc,
    "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n": types.SessionSignInDocument,
    "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n": types.SessionCompleteNewPasswordDocument,
    "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AccountSignUpDocument,
    "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AccountConfirmSignUpDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.PasswordResetRequestDocument,
    "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.PasswordResetConfirmDocument,
    "\n  query AllPrograms {\n    viewer {\n      id\n      programs {\n        id\n        program {\n          id\n        }\n      }\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          name\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": types.AllProgramsDocument,
    "\n  fragment ProgramsMenu_catalog on ProgramCatalog {\n    levels {\n      level\n      label\n      programs {\n        id\n        batchId\n        name\n      }\n    }\n  }\n": types.ProgramsMenu_CatalogFragmentDoc,
    "\n  fragment OnlineProgramCard_program on CatalogProgram {\n    id\n    batchId\n    name\n    imageUrl\n    duration\n  }\n": types.OnlineProgramCard_ProgramFragmentDoc,
    "\n  query OnlinePrograms {\n    viewer {\n      id\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n": types.OnlineProgramsDocument,
    "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerEnrolment {\n        id\n      }\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n": types.ProgramDetailDocument,
    "\n  fragment ProgramFaqs_program on Program {\n    faqGroups {\n      title\n      questions {\n        question\n        answer\n      }\n    }\n  }\n": types.ProgramFaqs_ProgramFragmentDoc,
    "\n  fragment ProgramInstructors_program on Program {\n    instructorGroups {\n      title\n      instructors {\n        name\n        designation\n        organisation\n        photoUrl\n      }\n    }\n  }\n": types.ProgramInstructors_ProgramFragmentDoc,
    "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n": types.PublicSiteDocument,
    "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ScholarshipCodeConfirmDocument,
    "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ScholarshipEmailCheckDocument,
    "\n  fragment CertificateCard_certificate on Certificate {\n    id\n    courseTitle\n    programTitle\n    issuedAt\n    status\n    verifyUrl\n    imageUrl\n    pdfUrl\n    credentialUrl\n  }\n": types.CertificateCard_CertificateFragmentDoc,
    "\n  query Certificates {\n    certificates {\n      id\n      ...CertificateCard_certificate\n    }\n    # ---- profile (issue 20): the program certificates of the profile's cert list ----\n    programCertificates {\n      id\n      ...ProgramCertificateCard_certificate\n    }\n  }\n": types.CertificatesDocument,
    "\n  fragment CourseCertificate_course on Course {\n    id\n    title\n    status\n    certificateStep\n  }\n": types.CourseCertificate_CourseFragmentDoc,
    "\n  mutation CourseCertificateGenerate($input: CourseCertificateGenerateInput!) {\n    courseCertificateGenerate(input: $input) {\n      message\n      certificate {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CourseCertificateGenerateDocument,
    "\n  fragment ProgramCertificateCard_certificate on ProgramCertificate {\n    id\n    name\n    imageUrl\n  }\n": types.ProgramCertificateCard_CertificateFragmentDoc,
    "\n  query CertificateVerification($code: String!) {\n    certificateVerification(code: $code) {\n      status\n      learnerName\n      courseTitle\n      issuedOn\n      issuer\n    }\n  }\n": types.CertificateVerificationDocument,
    "\n  query AddComplaint {\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n": types.AddComplaintDocument,
    "\n  query Complaints($first: Int!, $after: String) {\n    viewer {\n      id\n      complaintsConnection(first: $first, after: $after) {\n        nodes {\n          id\n          ...ComplaintsTable_complaint\n        }\n        pageInfo {\n          ...LoadMore_pageInfo @unmask\n        }\n        totalCount\n      }\n    }\n  }\n": types.ComplaintsDocument,
    "\n  fragment ComplaintsTable_complaint on Complaint {\n    id\n    description\n    filedAt\n    program {\n      id\n      title\n    }\n    file {\n      name\n      kind\n      url\n    }\n  }\n": types.ComplaintsTable_ComplaintFragmentDoc,
    "\n  mutation ComplaintAdd($input: ComplaintAddInput!) {\n    complaintAdd(input: $input) {\n      complaint {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ComplaintAddDocument,
    "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.QueryPostDocument,
    "\n  fragment ContinueLearning_resume on ContinueLearning {\n    program {\n      id\n      title\n    }\n    course {\n      id\n      title\n      imageUrl\n      progressPercent\n    }\n    upNext {\n      id\n      title\n      kind\n      durationMinutes\n      unit {\n        id\n        label\n      }\n    }\n  }\n": types.ContinueLearning_ResumeFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query LandingScreen {\n    viewer {\n      id\n      programs {\n        id\n        courses {\n          id\n        }\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n": types.LandingScreenDocument,
    "\n  fragment DiscussionQuestionItem_question on DiscussionQuestion {\n    id\n    number\n    text\n    authorName\n    mine\n    postedAt\n    answerCount\n    answers {\n      id\n      number\n      text\n      authorName\n      mine\n      postedAt\n    }\n  }\n": types.DiscussionQuestionItem_QuestionFragmentDoc,
    "\n  query CourseDiscussion($courseId: ID!, $first: Int!, $after: String) {\n    courseDiscussion(courseId: $courseId) {\n      id\n      questionsConnection(first: $first, after: $after) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n": types.CourseDiscussionDocument,
    "\n  fragment DiscussionQuestionsPage on DiscussionQuestionConnection {\n    nodes {\n      id\n      number\n      mine\n      answers {\n        id\n        mine\n      }\n      ...DiscussionQuestionItem_question\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n": types.DiscussionQuestionsPageFragmentDoc,
    "\n  subscription CourseDiscussionLive($courseId: ID!, $first: Int! = 20) {\n    courseDiscussionChanged(courseId: $courseId) {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n": types.CourseDiscussionLiveDocument,
    "\n  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!, $first: Int! = 20) {\n    discussionPostQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": types.DiscussionPostQuestionDocument,
    "\n  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!, $first: Int! = 20) {\n    discussionPostAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": types.DiscussionPostAnswerDocument,
    "\n  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!, $first: Int! = 20) {\n    discussionDeleteQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": types.DiscussionDeleteQuestionDocument,
    "\n  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!, $first: Int! = 20) {\n    discussionDeleteAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n": types.DiscussionDeleteAnswerDocument,
    "\n  fragment DiscussionPayloadFields on DiscussionPayload {\n    discussion {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n    message\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.DiscussionPayloadFieldsFragmentDoc,
    "\n  query Calendar {\n    viewer {\n      id\n      events {\n        id\n        title\n        link\n        date\n        ...UpcomingEvents_event\n      }\n      calendarFeedUrl\n    }\n  }\n": types.CalendarDocument,
    "\n  query CourseFeedback($id: ID!, $kind: FeedbackKind!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        feedbackForm(kind: $kind) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": types.CourseFeedbackDocument,
    "\n  fragment CourseFeedbackEntries_course on Course {\n    id\n    title\n    feedbackOffered\n  }\n": types.CourseFeedbackEntries_CourseFragmentDoc,
    "\n  fragment FeedbackForm_form on FeedbackForm {\n    kind\n    status\n    message\n    questions {\n      id\n      text\n    }\n    instructors {\n      name\n      email\n    }\n  }\n": types.FeedbackForm_FormFragmentDoc,
    "\n  fragment FeedbackSubmitPayloadFields on FeedbackSubmitPayload {\n    submitted\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.FeedbackSubmitPayloadFieldsFragmentDoc,
    "\n  query UnitFeedback($course: ID!, $object: ID!) {\n    viewer {\n      id\n      course(id: $course) {\n        id\n        unitFeedbackForm(objectId: $object) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": types.UnitFeedbackDocument,
    "\n  query ProgramFeedback($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        feedbackForm {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n": types.ProgramFeedbackDocument,
    "\n  mutation ProgramFeedbackSubmit($input: ProgramFeedbackSubmitInput!) {\n    programFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n": types.ProgramFeedbackSubmitDocument,
    "\n  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {\n    courseFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n": types.CourseFeedbackSubmitDocument,
    "\n  fragment CourseScreen_course on Course {\n    id\n    title\n    programTitle\n    programId\n    type\n    enabled\n    freeNavigation\n    progressPercent\n    status\n    resumeUnitId\n    ...CourseOutline_course\n    ...CourseFeedbackEntries_course\n    ...CourseCertificate_course\n    units {\n      id\n      label\n      objects {\n        id\n        title\n        kind\n        state\n        unavailableMessage\n        durationMinutes\n        ...ObjectPlayer_object\n      }\n    }\n  }\n": types.CourseScreen_CourseFragmentDoc,
    "\n  fragment CourseOutline_course on Course {\n    showsUnitImages\n    units {\n      id\n      label\n      title\n      durationMinutes\n      enabled\n      imageUrl\n      objects {\n        id\n        title\n        state\n      }\n    }\n  }\n": types.CourseOutline_CourseFragmentDoc,
    "\n  query CoursePage($id: ID!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        ...CourseScreen_course\n      }\n    }\n  }\n": types.CoursePageDocument,
    "\n  fragment ObjectPlayer_object on LearningObject {\n    id\n    title\n    kind\n    state\n    secondsSpent\n    ...Player_object\n  }\n": types.ObjectPlayer_ObjectFragmentDoc,
    "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n": types.ScormRuntimeDocument,
    "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ScormCommitDocument,
    "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        unavailableMessage\n        audioUrl\n      }\n    }\n  }\n": types.CoursePodcastsDocument,
    "\n  query CourseRecordedSessions($courseId: ID!) {\n    courseRecordedSessions(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n      date\n    }\n  }\n": types.CourseRecordedSessionsDocument,
    "\n  query CourseReferences($courseId: ID!) {\n    courseReferences(courseId: $courseId) {\n      id\n      title\n      kind\n      url\n      link\n    }\n  }\n": types.CourseReferencesDocument,
    "\n  fragment CourseProgress_program on EnrolledProgram {\n    id\n    progressPercent\n    courses {\n      id\n      progressPercent\n      status\n    }\n  }\n": types.CourseProgress_ProgramFragmentDoc,
    "\n  fragment CourseProgressPayloadFields on CourseProgressPayload {\n    course {\n      ...CourseScreen_course\n    }\n    program {\n      ...CourseProgress_program\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.CourseProgressPayloadFieldsFragmentDoc,
    "\n  mutation CourseStart($input: CourseStartInput!) {\n    courseStart(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": types.CourseStartDocument,
    "\n  mutation LearningObjectOpen($input: LearningObjectOpenInput!) {\n    learningObjectOpen(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": types.LearningObjectOpenDocument,
    "\n  mutation LearningObjectComplete($input: LearningObjectCompleteInput!) {\n    learningObjectComplete(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n": types.LearningObjectCompleteDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    message\n    link\n    createdAt\n    read\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String) {\n    notificationsConnection(first: $first, after: $after) {\n      nodes {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      totalCount\n    }\n    notificationsUnreadCount\n  }\n": types.NotificationsDocument,
    "\n  mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n    notificationsMarkRead(input: $input) {\n      unreadCount\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.NotificationsMarkReadDocument,
    "\n  fragment ProfileForm_file on ProfileFile {\n    fileName\n    name\n    url\n  }\n": types.ProfileForm_FileFragmentDoc,
    "\n  fragment ProfileForm_profile on Profile {\n    firstName\n    lastName\n    email\n    phone\n    countryCode\n    dateOfBirth\n    address\n    passportNumber\n    otherGovernmentId\n    highestDegree\n    workExperience\n    photo {\n      fileName\n      url\n    }\n    documents {\n      ...ProfileForm_file @unmask\n    }\n    certificateFiles {\n      ...ProfileForm_file @unmask\n    }\n    marksCards {\n      ...ProfileForm_file @unmask\n    }\n    candidateIds {\n      programTitle\n      candidateNumber\n    }\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  query ProfilePage {\n    profile {\n      ...ProfileForm_profile\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation ProfileTimeZoneUpdate($input: ProfileTimeZoneUpdateInput!) {\n    profileTimeZoneUpdate(input: $input) {\n      message\n      profile {\n        timeZone\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ProfileTimeZoneUpdateDocument,
    "\n  fragment ProfileUpdatePayloadFields on ProfileUpdatePayload {\n    message\n    profile {\n      ...ProfileForm_profile\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.ProfileUpdatePayloadFieldsFragmentDoc,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    profileUpdate(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation ProfileDocumentDelete($input: ProfileDocumentDeleteInput!) {\n    profileDocumentDelete(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n": types.ProfileDocumentDeleteDocument,
    "\n  query AllCourses {\n    viewer {\n      id\n      programs {\n        id\n        title\n        courses {\n          id\n          status\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n": types.AllCoursesDocument,
    "\n  fragment ExamSchedulingForm_exam on ExamScheduling {\n    actionUrl\n    expiresAt\n    fields {\n      name\n      value\n    }\n  }\n": types.ExamSchedulingForm_ExamFragmentDoc,
    "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n": types.MyProgramsDocument,
    "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n    offersFeedback\n  }\n": types.ProgramCard_ProgramFragmentDoc,
    "\n  query ProgramCourses($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        candidateNumber\n        showsSemesterHeadings\n        courses {\n          id\n          semester\n          ...CourseCard_course\n        }\n        examScheduling {\n          ...ExamSchedulingForm_exam\n        }\n      }\n    }\n  }\n": types.ProgramCoursesDocument,
    "\n  query ProgramInfo($id: ID!, $first: Int! = 20) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        program {\n          id\n          ...ProgramOverview_program\n          ...ProgramCurriculum_program\n        }\n        # $first is LIST_PAGE_SIZE, a variable as the cost limit wants (docs/decisions/310); \"Load more\" asks the next pages.\n        announcementsConnection(first: $first) {\n          ...AnnouncementList_page\n        }\n        events {\n          id\n          title\n          link\n          date\n        }\n      }\n    }\n  }\n": types.ProgramInfoDocument,
    "\n  query ProjectApproved($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        projectApprovedMessages {\n          approvedAt\n          objective {\n            id\n            title\n          }\n          message {\n            ...ProjectMessageFields @unmask\n          }\n        }\n      }\n    }\n  }\n": types.ProjectApprovedDocument,
    "\n  fragment MessageView_message on ProjectMessage {\n    ...ProjectMessageFields @unmask\n    author\n    file {\n      kind\n      url\n    }\n    replies {\n      id\n      author\n      text\n      fromInstructor\n    }\n  }\n": types.MessageView_MessageFragmentDoc,
    "\n  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        ...CourseProgress_program\n      }\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course\n        projectObjective(id: $objectiveId) {\n          id\n          title\n          state\n          ...ThreadView_objective\n          # What the new-message announcement and the live events' comparison read.\n          messages {\n            id\n            status\n            author\n            replies {\n              id\n              author\n              text\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProjectThreadDocument,
    "\n  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {\n    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {\n      id\n      state\n      messages {\n        id\n        status\n        replies {\n          id\n        }\n      }\n    }\n  }\n": types.ProjectThreadLiveDocument,
    "\n  fragment ProjectMessageFields on ProjectMessage {\n    id\n    text\n    status\n    postedAt\n    postedDate\n    postedTime\n    file {\n      name\n    }\n  }\n": types.ProjectMessageFieldsFragmentDoc,
    "\n  fragment ProjectProgress_course on Course {\n    id\n    progressPercent\n    status\n    projectUnits {\n      id\n      label\n      title\n      enabled\n      objectives {\n        id\n        title\n        state\n      }\n    }\n  }\n": types.ProjectProgress_CourseFragmentDoc,
    "\n  query ProjectUnits($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course @unmask\n        projectUnits {\n          id\n          ...UnitObjectives_unit\n        }\n      }\n    }\n  }\n": types.ProjectUnitsDocument,
    "\n  fragment UnitObjectives_unit on ProjectUnit {\n    id\n    title\n    objectives {\n      id\n      title\n      state\n    }\n  }\n": types.UnitObjectives_UnitFragmentDoc,
    "\n  fragment ProjectMessagePayloadFields on ProjectMessagePayload {\n    objective {\n      id\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.ProjectMessagePayloadFieldsFragmentDoc,
    "\n  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {\n    projectMessageSend(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n": types.ProjectMessageSendDocument,
    "\n  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {\n    projectMessageReply(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n": types.ProjectMessageReplyDocument,
    "\n  fragment ThreadView_objective on ProjectObjective {\n    id\n    state\n    lockedMessage\n    messages {\n      id\n      postedAt\n      ...MessageView_message\n    }\n  }\n": types.ThreadView_ObjectiveFragmentDoc,
    "\n  fragment QuizItemView_item on UnitQuizItem {\n    id\n    stemHtml\n    imageUrl\n    kind\n    points\n    options {\n      index\n      contentHtml\n      imageUrl\n    }\n    answer {\n      options\n      text\n      fileName\n      fileUrl\n    }\n    review {\n      correct\n      correctOptions\n      optionFeedback\n    }\n  }\n": types.QuizItemView_ItemFragmentDoc,
    "\n  fragment UnitQuizFlow_quiz on UnitQuiz {\n    objectId\n    title\n    type\n    cutoffPercent\n    deadline\n    deadlinePassed\n    autoscored\n    maxScore\n    canRetry\n    canEdit\n    canComplete\n    result {\n      percent\n      score\n      passed\n      attempts\n      answeredCount\n      edited\n      scorePending\n      passedByRetry\n      feedback\n      submittedAt\n    }\n    items {\n      id\n      answer {\n        options\n        text\n        fileName\n      }\n      review {\n        correct\n      }\n      ...QuizItemView_item\n    }\n  }\n": types.UnitQuizFlow_QuizFragmentDoc,
    "\n  query UnitQuiz($courseId: ID!, $objectId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        unitQuiz(objectId: $objectId) {\n          ...UnitQuizFlow_quiz\n        }\n      }\n    }\n  }\n": types.UnitQuizDocument,
    "\n  fragment UnitQuizPayloadFields on UnitQuizPayload {\n    quiz {\n      ...UnitQuizFlow_quiz\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.UnitQuizPayloadFieldsFragmentDoc,
    "\n  mutation UnitQuizItemCheck($input: UnitQuizItemCheckInput!) {\n    unitQuizItemCheck(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": types.UnitQuizItemCheckDocument,
    "\n  mutation UnitQuizSubmit($input: UnitQuizSubmitInput!) {\n    unitQuizSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": types.UnitQuizSubmitDocument,
    "\n  mutation UnitAssignmentSubmit($input: UnitAssignmentSubmitInput!) {\n    unitAssignmentSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n": types.UnitAssignmentSubmitDocument,
    "\n  fragment DueNextList_report on LearningReport {\n    dueNext {\n      id\n      kind\n      title\n      courseId\n      courseTitle\n      dueOn\n      dueAt\n      opensAt\n      link\n    }\n  }\n": types.DueNextList_ReportFragmentDoc,
    "\n  fragment ProgramCompletion_program on EnrolledProgram {\n    id\n    title\n    progressPercent\n    courses {\n      id\n      title\n      progressPercent\n    }\n  }\n": types.ProgramCompletion_ProgramFragmentDoc,
    "\n  query Reports {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCompletion_program\n      }\n      learningReport {\n        ...WeeklyTimeChart_report\n        ...ScoresSection_report\n        ...DueNextList_report\n        dueNext {\n          id\n        }\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  fragment ScoresSection_report on LearningReport {\n    quizScores {\n      id\n      title\n      courseTitle\n      scorePercent\n      takenOn\n    }\n    assessmentScores {\n      id\n      kind\n      title\n      courseTitle\n      score\n      maximumScore\n      scorePercent\n    }\n  }\n": types.ScoresSection_ReportFragmentDoc,
    "\n  fragment WeeklyTimeChart_report on LearningReport {\n    weeklyTime {\n      weekStarting\n      secondsSpent\n    }\n  }\n": types.WeeklyTimeChart_ReportFragmentDoc,
    "\n  query SharedObject($link: SharedObjectLinkInput!) {\n    viewer {\n      id\n    }\n    sharedObject(link: $link) {\n      title\n      url\n    }\n  }\n": types.SharedObjectDocument,
    "\n  subscription ProgressLive {\n    progressChanged {\n      programs {\n        ...CourseProgress_program @unmask\n      }\n    }\n  }\n": types.ProgressLiveDocument,
    "\n  fragment SessionViewerFields on Viewer {\n    id\n    name\n    email\n    username\n  }\n": types.SessionViewerFieldsFragmentDoc,
    "\n  query Session {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n  }\n": types.SessionDocument,
    "\n  query LearnerTimeZone {\n    profile {\n      timeZone\n    }\n  }\n": types.LearnerTimeZoneDocument,
    "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UploadCreateDocument,
    "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SessionSignOutDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n": types.UserErrorFieldsFragmentDoc,
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
export function graphql(source: "\n  fragment AnnouncementEntry_announcement on ProgramAnnouncement {\n    id\n    kind\n    title\n    descriptionHtml\n    postedAt\n    linkText\n    linkUrl\n    contentUrl\n    fileName\n  }\n"): (typeof documents)["\n  fragment AnnouncementEntry_announcement on ProgramAnnouncement {\n    id\n    kind\n    title\n    descriptionHtml\n    postedAt\n    linkText\n    linkUrl\n    contentUrl\n    fileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementList_page on ProgramAnnouncementConnection {\n    nodes {\n      id\n      ...AnnouncementEntry_announcement\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n"): (typeof documents)["\n  fragment AnnouncementList_page on ProgramAnnouncementConnection {\n    nodes {\n      id\n      ...AnnouncementEntry_announcement\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramAnnouncementsPage($programId: ID!, $first: Int!, $after: String) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        id\n        announcementsConnection(first: $first, after: $after) {\n          ...AnnouncementList_page\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramAnnouncementsPage($programId: ID!, $first: Int!, $after: String) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        id\n        announcementsConnection(first: $first, after: $after) {\n          ...AnnouncementList_page\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on EnrolledCourse {\n    id\n    courseId\n    title\n    imageUrl\n    durationWeeks\n    progressPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Player_object on LearningObject {\n    id\n    title\n    kind\n    contentUrl\n    captions {\n      src\n      srclang\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment Player_object on LearningObject {\n    id\n    title\n    kind\n    contentUrl\n    captions {\n      src\n      srclang\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramCurriculum_program on Program {\n    curriculum {\n      id\n      label\n      title\n      durationWeeks\n      units\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n"): (typeof documents)["\n  fragment ProgramOverview_program on Program {\n    overviewHtml\n    featuresHtml\n    outcomesHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SessionCheck {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBell {\n    notificationsUnreadCount\n  }\n"): (typeof documents)["\n  query NotificationBell {\n    notificationsUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationBellLive {\n    notificationsChanged {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationBellLive {\n    notificationsChanged {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"): (typeof documents)["\n  fragment UpcomingEvents_event on CalendarEvent {\n    id\n    title\n    link\n    date\n  }\n"];
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
export function graphql(source: "\n  fragment PaperForm_examRecord on ExamRecord {\n    year\n    registrationNo\n    subjects {\n      subject\n      grade\n    }\n  }\n"): (typeof documents)["\n  fragment PaperForm_examRecord on ExamRecord {\n    year\n    registrationNo\n    subjects {\n      subject\n      grade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nationalId\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      studyMode\n    }\n    tenth {\n      ...PaperForm_examRecord @unmask\n    }\n    gce {\n      ...PaperForm_examRecord @unmask\n    }\n    twelfth {\n      ...PaperForm_examRecord @unmask\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n"): (typeof documents)["\n  fragment PaperForm_paperForm on PaperForm {\n    title\n    surname\n    firstName\n    maidenName\n    dateOfBirth\n    nationality\n    nationalId\n    passport\n    address\n    phone\n    email\n    programmes {\n      title\n      studyMode\n    }\n    tenth {\n      ...PaperForm_examRecord @unmask\n    }\n    gce {\n      ...PaperForm_examRecord @unmask\n    }\n    twelfth {\n      ...PaperForm_examRecord @unmask\n    }\n    subsidiary {\n      subject\n      grade\n    }\n    aLevel {\n      subject\n      grade\n    }\n    otherSecondaryYear\n    otherSecondaryRegistrationNo\n    otherSecondary {\n      course\n      award\n      gradeAwarded\n      year\n      duration\n    }\n    postgraduate {\n      from\n      to\n      university\n      qualification\n      mainSubjects\n      grade\n    }\n    attestationAttached\n    paySlipAttached\n    bankDraftNo\n    declarationAccepted\n    attachmentsConfirmed\n    documents {\n      sixth\n      sixthA\n      tenth\n      twelfth\n      degreeMarks\n      masters\n      idProof\n    }\n    draftAttached\n    disability\n    sectionsCompleted\n    evidenceAttached\n    certificatesAttached\n    signingDate\n    signatureFile\n    profilePhoto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaperFormSavePayload on ApplicationPayload {\n    application {\n      programId\n      status\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment PaperFormSavePayload on ApplicationPayload {\n    application {\n      programId\n      status\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {\n    applicationSubmitPaperForm(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {\n    applicationSavePaperFormDraft(input: $input) {\n      ...PaperFormSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationStart($input: ApplicationStartInput!) {\n    applicationStart(input: $input) {\n      enrolledProgram {\n        id\n        programId\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ApplicationWizardSavePayload on ApplicationPayload {\n    application {\n      ...ApplicationWizard_application\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationWizardSavePayload on ApplicationPayload {\n    application {\n      ...ApplicationWizard_application\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {\n    applicationSaveGeneralInfo(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {\n    applicationSaveEducation(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {\n    applicationSaveDocuments(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {\n    applicationSaveScholarship(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {\n    applicationSubmit(input: $input) {\n      ...ApplicationWizardSavePayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($first: Int!) {\n    viewer {\n      id\n      announcements {\n        enrolledProgram {\n          id\n          title\n          announcementsConnection(first: $first) {\n            totalCount\n            ...AnnouncementList_page\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Announcements($first: Int!) {\n    viewer {\n      id\n      announcements {\n        enrolledProgram {\n          id\n          title\n          announcementsConnection(first: $first) {\n            totalCount\n            ...AnnouncementList_page\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentRow_assessment on Assessment {\n    id\n    kind\n    title\n    startsAt\n    endsAt\n    answersAt\n    instructions\n    window\n    attemptStatus\n    score\n    maximumScore\n    questionCount\n    answeredCount\n    timeAllowedSeconds\n    answersAvailable\n  }\n"): (typeof documents)["\n  fragment AssessmentRow_assessment on Assessment {\n    id\n    kind\n    title\n    startsAt\n    endsAt\n    answersAt\n    instructions\n    window\n    attemptStatus\n    score\n    maximumScore\n    questionCount\n    answeredCount\n    timeAllowedSeconds\n    answersAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentAnswerFields on AssessmentAnswer {\n    questionId\n    optionIds\n    matches\n    text\n    fileName\n    originalFileName\n  }\n"): (typeof documents)["\n  fragment AssessmentAnswerFields on AssessmentAnswer {\n    questionId\n    optionIds\n    matches\n    text\n    fileName\n    originalFileName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttemptView_attempt on AssessmentAttempt {\n    status\n    secondsLeft\n    clockPollMs\n    questions {\n      id\n      number\n      kind\n      ...QuestionInput_question\n    }\n    answers {\n      ...AssessmentAnswerFields @unmask\n      sequence\n    }\n  }\n"): (typeof documents)["\n  fragment AttemptView_attempt on AssessmentAttempt {\n    status\n    secondsLeft\n    clockPollMs\n    questions {\n      id\n      number\n      kind\n      ...QuestionInput_question\n    }\n    answers {\n      ...AssessmentAnswerFields @unmask\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentPayloadFields on AssessmentPayload {\n    assessment {\n      id\n      ...AssessmentRow_assessment\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment AssessmentPayloadFields on AssessmentPayload {\n    assessment {\n      id\n      ...AssessmentRow_assessment\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessmentStart($input: AssessmentRefInput!) {\n    assessmentStart(input: $input) {\n      ...AssessmentPayloadFields @unmask\n      assessment {\n        id\n        attempt {\n          ...AttemptView_attempt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssessmentStart($input: AssessmentRefInput!) {\n    assessmentStart(input: $input) {\n      ...AssessmentPayloadFields @unmask\n      assessment {\n        id\n        attempt {\n          ...AttemptView_attempt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessmentAnswerSave($input: AssessmentAnswerSaveInput!) {\n    assessmentAnswerSave(input: $input) {\n      savedSequence\n      secondsLeft\n      status\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssessmentAnswerSave($input: AssessmentAnswerSaveInput!) {\n    assessmentAnswerSave(input: $input) {\n      savedSequence\n      secondsLeft\n      status\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessmentSubmit($input: AssessmentRefInput!) {\n    assessmentSubmit(input: $input) {\n      ...AssessmentPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AssessmentSubmit($input: AssessmentRefInput!) {\n    assessmentSubmit(input: $input) {\n      ...AssessmentPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentClock($courseId: ID!, $kind: AssessmentKind!, $assessmentId: ID!) {\n    viewer {\n      id\n      assessmentClock(courseId: $courseId, kind: $kind, assessmentId: $assessmentId) {\n        secondsLeft\n        clockPollMs\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssessmentClock($courseId: ID!, $kind: AssessmentKind!, $assessmentId: ID!) {\n    viewer {\n      id\n      assessmentClock(courseId: $courseId, kind: $kind, assessmentId: $assessmentId) {\n        secondsLeft\n        clockPollMs\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseAssessments($courseId: ID!, $kind: AssessmentKind!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessments(kind: $kind) {\n          id\n          ...AssessmentRow_assessment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseAssessments($courseId: ID!, $kind: AssessmentKind!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessments(kind: $kind) {\n          id\n          ...AssessmentRow_assessment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionStem_question on AssessmentQuestion {\n    number\n    stemHtml\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment QuestionStem_question on AssessmentQuestion {\n    number\n    stemHtml\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionInput_question on AssessmentQuestion {\n    number\n    kind\n    options {\n      id\n      content\n      imageUrl\n    }\n    matchPrompts\n    ...QuestionStem_question\n  }\n"): (typeof documents)["\n  fragment QuestionInput_question on AssessmentQuestion {\n    number\n    kind\n    options {\n      id\n      content\n      imageUrl\n    }\n    matchPrompts\n    ...QuestionStem_question\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseAssessmentReview($courseId: ID!, $kind: AssessmentKind!, $id: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessment(kind: $kind, id: $id) {\n          id\n          review {\n            score\n            questions {\n              question {\n                id\n              }\n              ...ReviewItem_item\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseAssessmentReview($courseId: ID!, $kind: AssessmentKind!, $id: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        assessment(kind: $kind, id: $id) {\n          id\n          review {\n            score\n            questions {\n              question {\n                id\n              }\n              ...ReviewItem_item\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_item on AssessmentReviewQuestion {\n    question {\n      ...QuestionInput_question @unmask\n    }\n    answer {\n      ...AssessmentAnswerFields @unmask\n    }\n    correctOptionIds\n    correctMatches\n    correct\n  }\n"): (typeof documents)["\n  fragment ReviewItem_item on AssessmentReviewQuestion {\n    question {\n      ...QuestionInput_question @unmask\n    }\n    answer {\n      ...AssessmentAnswerFields @unmask\n    }\n    correctOptionIds\n    correctMatches\n    correct\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestCard_test on AssignedTest {\n    id\n    name\n    startsAt\n    endsAt\n    status\n    result {\n      score\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment TestCard_test on AssignedTest {\n    id\n    name\n    startsAt\n    endsAt\n    status\n    result {\n      score\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDetail($id: ID!) {\n    indiaTime\n    assignedTest(id: $id) {\n      id\n      name\n      startsAt\n      endsAt\n      durationMinutes\n      status\n      result {\n        score\n        total\n        finishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestDetail($id: ID!) {\n    indiaTime\n    assignedTest(id: $id) {\n      id\n      name\n      startsAt\n      endsAt\n      durationMinutes\n      status\n      result {\n        score\n        total\n        finishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestStart($input: TestStartInput!) {\n    testStart(input: $input) {\n      providerUrl\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestStart($input: TestStartInput!) {\n    testStart(input: $input) {\n      providerUrl\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignedTests {\n    indiaTime\n    assignedTests {\n      id\n      ...TestCard_test\n    }\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignedTests {\n    indiaTime\n    assignedTests {\n      id\n      ...TestCard_test\n    }\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionSignInPayloadFields on SessionSignInPayload {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n    newPasswordRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment SessionSignInPayloadFields on SessionSignInPayload {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n    newPasswordRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignIn($input: SessionSignInInput!) {\n    sessionSignIn(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {\n    sessionCompleteNewPassword(input: $input) {\n      ...SessionSignInPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSignUp($input: AccountSignUpInput!) {\n    accountSignUp(input: $input) {\n      registered\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {\n    accountConfirmSignUp(input: $input) {\n      confirmed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      codeSent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {\n    passwordResetConfirm(input: $input) {\n      passwordChanged\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllPrograms {\n    viewer {\n      id\n      programs {\n        id\n        program {\n          id\n        }\n      }\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          name\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllPrograms {\n    viewer {\n      id\n      programs {\n        id\n        program {\n          id\n        }\n      }\n    }\n    programCatalog {\n      levels {\n        level\n        label\n        programs {\n          id\n          name\n          ...OnlineProgramCard_program\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerEnrolment {\n        id\n      }\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n"): (typeof documents)["\n  query ProgramDetail($id: ID!) {\n    viewer {\n      id\n    }\n    program(id: $id) {\n      id\n      batchId\n      name\n      imageUrl\n      duration\n      format\n      credits\n      viewerEnrolled\n      viewerEnrolment {\n        id\n      }\n      viewerApplication {\n        status\n      }\n      ...ProgramOverview_program\n      ...ProgramInstructors_program\n      ...ProgramCurriculum_program\n      ...ProgramFaqs_program\n    }\n  }\n"];
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
export function graphql(source: "\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"): (typeof documents)["\n  query PublicSite {\n    programCatalog {\n      ...ProgramsMenu_catalog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {\n    scholarshipCodeConfirm(input: $input) {\n      preRegistration {\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {\n    scholarshipEmailCheck(input: $input) {\n      codeSent {\n        email\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificateCard_certificate on Certificate {\n    id\n    courseTitle\n    programTitle\n    issuedAt\n    status\n    verifyUrl\n    imageUrl\n    pdfUrl\n    credentialUrl\n  }\n"): (typeof documents)["\n  fragment CertificateCard_certificate on Certificate {\n    id\n    courseTitle\n    programTitle\n    issuedAt\n    status\n    verifyUrl\n    imageUrl\n    pdfUrl\n    credentialUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Certificates {\n    certificates {\n      id\n      ...CertificateCard_certificate\n    }\n    # ---- profile (issue 20): the program certificates of the profile's cert list ----\n    programCertificates {\n      id\n      ...ProgramCertificateCard_certificate\n    }\n  }\n"): (typeof documents)["\n  query Certificates {\n    certificates {\n      id\n      ...CertificateCard_certificate\n    }\n    # ---- profile (issue 20): the program certificates of the profile's cert list ----\n    programCertificates {\n      id\n      ...ProgramCertificateCard_certificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCertificate_course on Course {\n    id\n    title\n    status\n    certificateStep\n  }\n"): (typeof documents)["\n  fragment CourseCertificate_course on Course {\n    id\n    title\n    status\n    certificateStep\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourseCertificateGenerate($input: CourseCertificateGenerateInput!) {\n    courseCertificateGenerate(input: $input) {\n      message\n      certificate {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CourseCertificateGenerate($input: CourseCertificateGenerateInput!) {\n    courseCertificateGenerate(input: $input) {\n      message\n      certificate {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCertificateCard_certificate on ProgramCertificate {\n    id\n    name\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment ProgramCertificateCard_certificate on ProgramCertificate {\n    id\n    name\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificateVerification($code: String!) {\n    certificateVerification(code: $code) {\n      status\n      learnerName\n      courseTitle\n      issuedOn\n      issuer\n    }\n  }\n"): (typeof documents)["\n  query CertificateVerification($code: String!) {\n    certificateVerification(code: $code) {\n      status\n      learnerName\n      courseTitle\n      issuedOn\n      issuer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddComplaint {\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddComplaint {\n    viewer {\n      id\n      programs {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Complaints($first: Int!, $after: String) {\n    viewer {\n      id\n      complaintsConnection(first: $first, after: $after) {\n        nodes {\n          id\n          ...ComplaintsTable_complaint\n        }\n        pageInfo {\n          ...LoadMore_pageInfo @unmask\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Complaints($first: Int!, $after: String) {\n    viewer {\n      id\n      complaintsConnection(first: $first, after: $after) {\n        nodes {\n          id\n          ...ComplaintsTable_complaint\n        }\n        pageInfo {\n          ...LoadMore_pageInfo @unmask\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplaintsTable_complaint on Complaint {\n    id\n    description\n    filedAt\n    program {\n      id\n      title\n    }\n    file {\n      name\n      kind\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ComplaintsTable_complaint on Complaint {\n    id\n    description\n    filedAt\n    program {\n      id\n      title\n    }\n    file {\n      name\n      kind\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComplaintAdd($input: ComplaintAddInput!) {\n    complaintAdd(input: $input) {\n      complaint {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ComplaintAdd($input: ComplaintAddInput!) {\n    complaintAdd(input: $input) {\n      complaint {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QueryPost($input: QueryPostInput!) {\n    queryPost(input: $input) {\n      posted\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContinueLearning_resume on ContinueLearning {\n    program {\n      id\n      title\n    }\n    course {\n      id\n      title\n      imageUrl\n      progressPercent\n    }\n    upNext {\n      id\n      title\n      kind\n      durationMinutes\n      unit {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ContinueLearning_resume on ContinueLearning {\n    program {\n      id\n      title\n    }\n    course {\n      id\n      title\n      imageUrl\n      progressPercent\n    }\n    upNext {\n      id\n      title\n      kind\n      durationMinutes\n      unit {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    viewer {\n      id\n      programs {\n        id\n        programId\n        title\n        courses {\n          id\n          ...CourseCard_course\n        }\n      }\n      events {\n        id\n        ...UpcomingEvents_event\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingScreen {\n    viewer {\n      id\n      programs {\n        id\n        courses {\n          id\n        }\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingScreen {\n    viewer {\n      id\n      programs {\n        id\n        courses {\n          id\n        }\n      }\n      continueLearning {\n        ...ContinueLearning_resume\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscussionQuestionItem_question on DiscussionQuestion {\n    id\n    number\n    text\n    authorName\n    mine\n    postedAt\n    answerCount\n    answers {\n      id\n      number\n      text\n      authorName\n      mine\n      postedAt\n    }\n  }\n"): (typeof documents)["\n  fragment DiscussionQuestionItem_question on DiscussionQuestion {\n    id\n    number\n    text\n    authorName\n    mine\n    postedAt\n    answerCount\n    answers {\n      id\n      number\n      text\n      authorName\n      mine\n      postedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseDiscussion($courseId: ID!, $first: Int!, $after: String) {\n    courseDiscussion(courseId: $courseId) {\n      id\n      questionsConnection(first: $first, after: $after) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseDiscussion($courseId: ID!, $first: Int!, $after: String) {\n    courseDiscussion(courseId: $courseId) {\n      id\n      questionsConnection(first: $first, after: $after) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscussionQuestionsPage on DiscussionQuestionConnection {\n    nodes {\n      id\n      number\n      mine\n      answers {\n        id\n        mine\n      }\n      ...DiscussionQuestionItem_question\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n"): (typeof documents)["\n  fragment DiscussionQuestionsPage on DiscussionQuestionConnection {\n    nodes {\n      id\n      number\n      mine\n      answers {\n        id\n        mine\n      }\n      ...DiscussionQuestionItem_question\n    }\n    pageInfo {\n      ...LoadMore_pageInfo @unmask\n    }\n    totalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CourseDiscussionLive($courseId: ID!, $first: Int! = 20) {\n    courseDiscussionChanged(courseId: $courseId) {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CourseDiscussionLive($courseId: ID!, $first: Int! = 20) {\n    courseDiscussionChanged(courseId: $courseId) {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!, $first: Int! = 20) {\n    discussionPostQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation DiscussionPostQuestion($input: DiscussionPostQuestionInput!, $first: Int! = 20) {\n    discussionPostQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!, $first: Int! = 20) {\n    discussionPostAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation DiscussionPostAnswer($input: DiscussionPostAnswerInput!, $first: Int! = 20) {\n    discussionPostAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!, $first: Int! = 20) {\n    discussionDeleteQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation DiscussionDeleteQuestion($input: DiscussionDeleteQuestionInput!, $first: Int! = 20) {\n    discussionDeleteQuestion(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!, $first: Int! = 20) {\n    discussionDeleteAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation DiscussionDeleteAnswer($input: DiscussionDeleteAnswerInput!, $first: Int! = 20) {\n    discussionDeleteAnswer(input: $input) {\n      ...DiscussionPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscussionPayloadFields on DiscussionPayload {\n    discussion {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n    message\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment DiscussionPayloadFields on DiscussionPayload {\n    discussion {\n      id\n      questionsConnection(first: $first) {\n        ...DiscussionQuestionsPage @unmask\n      }\n    }\n    message\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Calendar {\n    viewer {\n      id\n      events {\n        id\n        title\n        link\n        date\n        ...UpcomingEvents_event\n      }\n      calendarFeedUrl\n    }\n  }\n"): (typeof documents)["\n  query Calendar {\n    viewer {\n      id\n      events {\n        id\n        title\n        link\n        date\n        ...UpcomingEvents_event\n      }\n      calendarFeedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseFeedback($id: ID!, $kind: FeedbackKind!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        feedbackForm(kind: $kind) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseFeedback($id: ID!, $kind: FeedbackKind!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        feedbackForm(kind: $kind) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseFeedbackEntries_course on Course {\n    id\n    title\n    feedbackOffered\n  }\n"): (typeof documents)["\n  fragment CourseFeedbackEntries_course on Course {\n    id\n    title\n    feedbackOffered\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackForm_form on FeedbackForm {\n    kind\n    status\n    message\n    questions {\n      id\n      text\n    }\n    instructors {\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment FeedbackForm_form on FeedbackForm {\n    kind\n    status\n    message\n    questions {\n      id\n      text\n    }\n    instructors {\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackSubmitPayloadFields on FeedbackSubmitPayload {\n    submitted\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment FeedbackSubmitPayloadFields on FeedbackSubmitPayload {\n    submitted\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitFeedback($course: ID!, $object: ID!) {\n    viewer {\n      id\n      course(id: $course) {\n        id\n        unitFeedbackForm(objectId: $object) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitFeedback($course: ID!, $object: ID!) {\n    viewer {\n      id\n      course(id: $course) {\n        id\n        unitFeedbackForm(objectId: $object) {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramFeedback($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        feedbackForm {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramFeedback($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        feedbackForm {\n          ...FeedbackForm_form\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProgramFeedbackSubmit($input: ProgramFeedbackSubmitInput!) {\n    programFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ProgramFeedbackSubmit($input: ProgramFeedbackSubmitInput!) {\n    programFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {\n    courseFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {\n    courseFeedbackSubmit(input: $input) {\n      ...FeedbackSubmitPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseScreen_course on Course {\n    id\n    title\n    programTitle\n    programId\n    type\n    enabled\n    freeNavigation\n    progressPercent\n    status\n    resumeUnitId\n    ...CourseOutline_course\n    ...CourseFeedbackEntries_course\n    ...CourseCertificate_course\n    units {\n      id\n      label\n      objects {\n        id\n        title\n        kind\n        state\n        unavailableMessage\n        durationMinutes\n        ...ObjectPlayer_object\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CourseScreen_course on Course {\n    id\n    title\n    programTitle\n    programId\n    type\n    enabled\n    freeNavigation\n    progressPercent\n    status\n    resumeUnitId\n    ...CourseOutline_course\n    ...CourseFeedbackEntries_course\n    ...CourseCertificate_course\n    units {\n      id\n      label\n      objects {\n        id\n        title\n        kind\n        state\n        unavailableMessage\n        durationMinutes\n        ...ObjectPlayer_object\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseOutline_course on Course {\n    showsUnitImages\n    units {\n      id\n      label\n      title\n      durationMinutes\n      enabled\n      imageUrl\n      objects {\n        id\n        title\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CourseOutline_course on Course {\n    showsUnitImages\n    units {\n      id\n      label\n      title\n      durationMinutes\n      enabled\n      imageUrl\n      objects {\n        id\n        title\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePage($id: ID!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        ...CourseScreen_course\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePage($id: ID!) {\n    viewer {\n      id\n      course(id: $id) {\n        id\n        ...CourseScreen_course\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObjectPlayer_object on LearningObject {\n    id\n    title\n    kind\n    state\n    secondsSpent\n    ...Player_object\n  }\n"): (typeof documents)["\n  fragment ObjectPlayer_object on LearningObject {\n    id\n    title\n    kind\n    state\n    secondsSpent\n    ...Player_object\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n"): (typeof documents)["\n  query ScormRuntime($courseId: ID!, $objectId: ID!) {\n    scormRuntime(courseId: $courseId, objectId: $objectId) {\n      objectId\n      version\n      launchUrl\n      data\n      sequence\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScormCommit($input: ScormCommitInput!) {\n    scormCommit(input: $input) {\n      stored\n      completed\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        unavailableMessage\n        audioUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePodcasts($courseId: ID!) {\n    coursePodcasts(courseId: $courseId) {\n      id\n      title\n      durationMinutes\n      podcasts {\n        id\n        title\n        enabled\n        unavailableMessage\n        audioUrl\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CourseProgress_program on EnrolledProgram {\n    id\n    progressPercent\n    courses {\n      id\n      progressPercent\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment CourseProgress_program on EnrolledProgram {\n    id\n    progressPercent\n    courses {\n      id\n      progressPercent\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseProgressPayloadFields on CourseProgressPayload {\n    course {\n      ...CourseScreen_course\n    }\n    program {\n      ...CourseProgress_program\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment CourseProgressPayloadFields on CourseProgressPayload {\n    course {\n      ...CourseScreen_course\n    }\n    program {\n      ...CourseProgress_program\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CourseStart($input: CourseStartInput!) {\n    courseStart(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CourseStart($input: CourseStartInput!) {\n    courseStart(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LearningObjectOpen($input: LearningObjectOpenInput!) {\n    learningObjectOpen(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation LearningObjectOpen($input: LearningObjectOpenInput!) {\n    learningObjectOpen(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LearningObjectComplete($input: LearningObjectCompleteInput!) {\n    learningObjectComplete(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation LearningObjectComplete($input: LearningObjectCompleteInput!) {\n    learningObjectComplete(input: $input) {\n      ...CourseProgressPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    message\n    link\n    createdAt\n    read\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    message\n    link\n    createdAt\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!, $after: String) {\n    notificationsConnection(first: $first, after: $after) {\n      nodes {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      totalCount\n    }\n    notificationsUnreadCount\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!, $after: String) {\n    notificationsConnection(first: $first, after: $after) {\n      nodes {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      totalCount\n    }\n    notificationsUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n    notificationsMarkRead(input: $input) {\n      unreadCount\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n    notificationsMarkRead(input: $input) {\n      unreadCount\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_file on ProfileFile {\n    fileName\n    name\n    url\n  }\n"): (typeof documents)["\n  fragment ProfileForm_file on ProfileFile {\n    fileName\n    name\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on Profile {\n    firstName\n    lastName\n    email\n    phone\n    countryCode\n    dateOfBirth\n    address\n    passportNumber\n    otherGovernmentId\n    highestDegree\n    workExperience\n    photo {\n      fileName\n      url\n    }\n    documents {\n      ...ProfileForm_file @unmask\n    }\n    certificateFiles {\n      ...ProfileForm_file @unmask\n    }\n    marksCards {\n      ...ProfileForm_file @unmask\n    }\n    candidateIds {\n      programTitle\n      candidateNumber\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on Profile {\n    firstName\n    lastName\n    email\n    phone\n    countryCode\n    dateOfBirth\n    address\n    passportNumber\n    otherGovernmentId\n    highestDegree\n    workExperience\n    photo {\n      fileName\n      url\n    }\n    documents {\n      ...ProfileForm_file @unmask\n    }\n    certificateFiles {\n      ...ProfileForm_file @unmask\n    }\n    marksCards {\n      ...ProfileForm_file @unmask\n    }\n    candidateIds {\n      programTitle\n      candidateNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    profile {\n      ...ProfileForm_profile\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    profile {\n      ...ProfileForm_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTimeZoneUpdate($input: ProfileTimeZoneUpdateInput!) {\n    profileTimeZoneUpdate(input: $input) {\n      message\n      profile {\n        timeZone\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTimeZoneUpdate($input: ProfileTimeZoneUpdateInput!) {\n    profileTimeZoneUpdate(input: $input) {\n      message\n      profile {\n        timeZone\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileUpdatePayloadFields on ProfileUpdatePayload {\n    message\n    profile {\n      ...ProfileForm_profile\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileUpdatePayloadFields on ProfileUpdatePayload {\n    message\n    profile {\n      ...ProfileForm_profile\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    profileUpdate(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    profileUpdate(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileDocumentDelete($input: ProfileDocumentDeleteInput!) {\n    profileDocumentDelete(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileDocumentDelete($input: ProfileDocumentDeleteInput!) {\n    profileDocumentDelete(input: $input) {\n      ...ProfileUpdatePayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllCourses {\n    viewer {\n      id\n      programs {\n        id\n        title\n        courses {\n          id\n          status\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllCourses {\n    viewer {\n      id\n      programs {\n        id\n        title\n        courses {\n          id\n          status\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExamSchedulingForm_exam on ExamScheduling {\n    actionUrl\n    expiresAt\n    fields {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment ExamSchedulingForm_exam on ExamScheduling {\n    actionUrl\n    expiresAt\n    fields {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPrograms {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCard_program\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n    offersFeedback\n  }\n"): (typeof documents)["\n  fragment ProgramCard_program on EnrolledProgram {\n    id\n    programId\n    title\n    imageUrl\n    duration\n    startsAt\n    endsAt\n    progressPercent\n    candidateNumber\n    offersFeedback\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramCourses($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        candidateNumber\n        showsSemesterHeadings\n        courses {\n          id\n          semester\n          ...CourseCard_course\n        }\n        examScheduling {\n          ...ExamSchedulingForm_exam\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramCourses($id: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        candidateNumber\n        showsSemesterHeadings\n        courses {\n          id\n          semester\n          ...CourseCard_course\n        }\n        examScheduling {\n          ...ExamSchedulingForm_exam\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramInfo($id: ID!, $first: Int! = 20) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        program {\n          id\n          ...ProgramOverview_program\n          ...ProgramCurriculum_program\n        }\n        # $first is LIST_PAGE_SIZE, a variable as the cost limit wants (docs/decisions/310); \"Load more\" asks the next pages.\n        announcementsConnection(first: $first) {\n          ...AnnouncementList_page\n        }\n        events {\n          id\n          title\n          link\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgramInfo($id: ID!, $first: Int! = 20) {\n    viewer {\n      id\n      enrolledProgram(id: $id) {\n        id\n        title\n        program {\n          id\n          ...ProgramOverview_program\n          ...ProgramCurriculum_program\n        }\n        # $first is LIST_PAGE_SIZE, a variable as the cost limit wants (docs/decisions/310); \"Load more\" asks the next pages.\n        announcementsConnection(first: $first) {\n          ...AnnouncementList_page\n        }\n        events {\n          id\n          title\n          link\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectApproved($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        projectApprovedMessages {\n          approvedAt\n          objective {\n            id\n            title\n          }\n          message {\n            ...ProjectMessageFields @unmask\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectApproved($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        projectApprovedMessages {\n          approvedAt\n          objective {\n            id\n            title\n          }\n          message {\n            ...ProjectMessageFields @unmask\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageView_message on ProjectMessage {\n    ...ProjectMessageFields @unmask\n    author\n    file {\n      kind\n      url\n    }\n    replies {\n      id\n      author\n      text\n      fromInstructor\n    }\n  }\n"): (typeof documents)["\n  fragment MessageView_message on ProjectMessage {\n    ...ProjectMessageFields @unmask\n    author\n    file {\n      kind\n      url\n    }\n    replies {\n      id\n      author\n      text\n      fromInstructor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        ...CourseProgress_program\n      }\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course\n        projectObjective(id: $objectiveId) {\n          id\n          title\n          state\n          ...ThreadView_objective\n          # What the new-message announcement and the live events' comparison read.\n          messages {\n            id\n            status\n            author\n            replies {\n              id\n              author\n              text\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectThread($courseId: ID!, $objectiveId: ID!, $programId: ID!) {\n    viewer {\n      id\n      enrolledProgram(id: $programId) {\n        ...CourseProgress_program\n      }\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course\n        projectObjective(id: $objectiveId) {\n          id\n          title\n          state\n          ...ThreadView_objective\n          # What the new-message announcement and the live events' comparison read.\n          messages {\n            id\n            status\n            author\n            replies {\n              id\n              author\n              text\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {\n    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {\n      id\n      state\n      messages {\n        id\n        status\n        replies {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectThreadLive($courseId: ID!, $objectiveId: ID!) {\n    projectObjectiveChanged(courseId: $courseId, objectiveId: $objectiveId) {\n      id\n      state\n      messages {\n        id\n        status\n        replies {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectMessageFields on ProjectMessage {\n    id\n    text\n    status\n    postedAt\n    postedDate\n    postedTime\n    file {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectMessageFields on ProjectMessage {\n    id\n    text\n    status\n    postedAt\n    postedDate\n    postedTime\n    file {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectProgress_course on Course {\n    id\n    progressPercent\n    status\n    projectUnits {\n      id\n      label\n      title\n      enabled\n      objectives {\n        id\n        title\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectProgress_course on Course {\n    id\n    progressPercent\n    status\n    projectUnits {\n      id\n      label\n      title\n      enabled\n      objectives {\n        id\n        title\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectUnits($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course @unmask\n        projectUnits {\n          id\n          ...UnitObjectives_unit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectUnits($courseId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        ...ProjectProgress_course @unmask\n        projectUnits {\n          id\n          ...UnitObjectives_unit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitObjectives_unit on ProjectUnit {\n    id\n    title\n    objectives {\n      id\n      title\n      state\n    }\n  }\n"): (typeof documents)["\n  fragment UnitObjectives_unit on ProjectUnit {\n    id\n    title\n    objectives {\n      id\n      title\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectMessagePayloadFields on ProjectMessagePayload {\n    objective {\n      id\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectMessagePayloadFields on ProjectMessagePayload {\n    objective {\n      id\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {\n    projectMessageSend(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectMessageSend($input: ProjectMessageSendInput!) {\n    projectMessageSend(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {\n    projectMessageReply(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectMessageReply($input: ProjectMessageReplyInput!) {\n    projectMessageReply(input: $input) {\n      ...ProjectMessagePayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadView_objective on ProjectObjective {\n    id\n    state\n    lockedMessage\n    messages {\n      id\n      postedAt\n      ...MessageView_message\n    }\n  }\n"): (typeof documents)["\n  fragment ThreadView_objective on ProjectObjective {\n    id\n    state\n    lockedMessage\n    messages {\n      id\n      postedAt\n      ...MessageView_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizItemView_item on UnitQuizItem {\n    id\n    stemHtml\n    imageUrl\n    kind\n    points\n    options {\n      index\n      contentHtml\n      imageUrl\n    }\n    answer {\n      options\n      text\n      fileName\n      fileUrl\n    }\n    review {\n      correct\n      correctOptions\n      optionFeedback\n    }\n  }\n"): (typeof documents)["\n  fragment QuizItemView_item on UnitQuizItem {\n    id\n    stemHtml\n    imageUrl\n    kind\n    points\n    options {\n      index\n      contentHtml\n      imageUrl\n    }\n    answer {\n      options\n      text\n      fileName\n      fileUrl\n    }\n    review {\n      correct\n      correctOptions\n      optionFeedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitQuizFlow_quiz on UnitQuiz {\n    objectId\n    title\n    type\n    cutoffPercent\n    deadline\n    deadlinePassed\n    autoscored\n    maxScore\n    canRetry\n    canEdit\n    canComplete\n    result {\n      percent\n      score\n      passed\n      attempts\n      answeredCount\n      edited\n      scorePending\n      passedByRetry\n      feedback\n      submittedAt\n    }\n    items {\n      id\n      answer {\n        options\n        text\n        fileName\n      }\n      review {\n        correct\n      }\n      ...QuizItemView_item\n    }\n  }\n"): (typeof documents)["\n  fragment UnitQuizFlow_quiz on UnitQuiz {\n    objectId\n    title\n    type\n    cutoffPercent\n    deadline\n    deadlinePassed\n    autoscored\n    maxScore\n    canRetry\n    canEdit\n    canComplete\n    result {\n      percent\n      score\n      passed\n      attempts\n      answeredCount\n      edited\n      scorePending\n      passedByRetry\n      feedback\n      submittedAt\n    }\n    items {\n      id\n      answer {\n        options\n        text\n        fileName\n      }\n      review {\n        correct\n      }\n      ...QuizItemView_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitQuiz($courseId: ID!, $objectId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        unitQuiz(objectId: $objectId) {\n          ...UnitQuizFlow_quiz\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitQuiz($courseId: ID!, $objectId: ID!) {\n    viewer {\n      id\n      course(id: $courseId) {\n        id\n        unitQuiz(objectId: $objectId) {\n          ...UnitQuizFlow_quiz\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitQuizPayloadFields on UnitQuizPayload {\n    quiz {\n      ...UnitQuizFlow_quiz\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment UnitQuizPayloadFields on UnitQuizPayload {\n    quiz {\n      ...UnitQuizFlow_quiz\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnitQuizItemCheck($input: UnitQuizItemCheckInput!) {\n    unitQuizItemCheck(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnitQuizItemCheck($input: UnitQuizItemCheckInput!) {\n    unitQuizItemCheck(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnitQuizSubmit($input: UnitQuizSubmitInput!) {\n    unitQuizSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnitQuizSubmit($input: UnitQuizSubmitInput!) {\n    unitQuizSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnitAssignmentSubmit($input: UnitAssignmentSubmitInput!) {\n    unitAssignmentSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnitAssignmentSubmit($input: UnitAssignmentSubmitInput!) {\n    unitAssignmentSubmit(input: $input) {\n      ...UnitQuizPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DueNextList_report on LearningReport {\n    dueNext {\n      id\n      kind\n      title\n      courseId\n      courseTitle\n      dueOn\n      dueAt\n      opensAt\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment DueNextList_report on LearningReport {\n    dueNext {\n      id\n      kind\n      title\n      courseId\n      courseTitle\n      dueOn\n      dueAt\n      opensAt\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramCompletion_program on EnrolledProgram {\n    id\n    title\n    progressPercent\n    courses {\n      id\n      title\n      progressPercent\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramCompletion_program on EnrolledProgram {\n    id\n    title\n    progressPercent\n    courses {\n      id\n      title\n      progressPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCompletion_program\n      }\n      learningReport {\n        ...WeeklyTimeChart_report\n        ...ScoresSection_report\n        ...DueNextList_report\n        dueNext {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reports {\n    viewer {\n      id\n      programs {\n        id\n        ...ProgramCompletion_program\n      }\n      learningReport {\n        ...WeeklyTimeChart_report\n        ...ScoresSection_report\n        ...DueNextList_report\n        dueNext {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScoresSection_report on LearningReport {\n    quizScores {\n      id\n      title\n      courseTitle\n      scorePercent\n      takenOn\n    }\n    assessmentScores {\n      id\n      kind\n      title\n      courseTitle\n      score\n      maximumScore\n      scorePercent\n    }\n  }\n"): (typeof documents)["\n  fragment ScoresSection_report on LearningReport {\n    quizScores {\n      id\n      title\n      courseTitle\n      scorePercent\n      takenOn\n    }\n    assessmentScores {\n      id\n      kind\n      title\n      courseTitle\n      score\n      maximumScore\n      scorePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeeklyTimeChart_report on LearningReport {\n    weeklyTime {\n      weekStarting\n      secondsSpent\n    }\n  }\n"): (typeof documents)["\n  fragment WeeklyTimeChart_report on LearningReport {\n    weeklyTime {\n      weekStarting\n      secondsSpent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedObject($link: SharedObjectLinkInput!) {\n    viewer {\n      id\n    }\n    sharedObject(link: $link) {\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query SharedObject($link: SharedObjectLinkInput!) {\n    viewer {\n      id\n    }\n    sharedObject(link: $link) {\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProgressLive {\n    progressChanged {\n      programs {\n        ...CourseProgress_program @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProgressLive {\n    progressChanged {\n      programs {\n        ...CourseProgress_program @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionViewerFields on Viewer {\n    id\n    name\n    email\n    username\n  }\n"): (typeof documents)["\n  fragment SessionViewerFields on Viewer {\n    id\n    name\n    email\n    username\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    viewer {\n      ...SessionViewerFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerTimeZone {\n    profile {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query LearnerTimeZone {\n    profile {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCreate($input: UploadCreateInput!) {\n    uploadCreate(input: $input) {\n      upload {\n        fileName\n        uploadUrl\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionSignOut {\n    sessionSignOut {\n      signedOut\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    code\n    message\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;