/**
 * The demo university's catalogue as plain data: programs at every level
 * (spec part 1, section 3), their batches, courses by semester, instructors
 * and FAQs. demo-university.ts turns this into table rows; generate-assets.ts
 * draws the images it names. Ids are chosen so they read well in logs:
 *   pid  301        program
 *   bpid 3012       batch of program 301 (even bpids answer dates in ms, see routes/dashboard.ts)
 *   tid  30101      course 1 of program 301
 *   bcid 301201     course 1 as run in batch 3012
 *   nid  301011     unit 1 of course 30101
 */
import type { ProgramLevel } from '../db/schema.js';

export type Area = 'business' | 'computing' | 'health' | 'commerce' | 'pharmacy' | 'wellness';

type BatchDef = {
  bpid: number;
  /** start, in whole months before the seed date (negative: in the future) */
  startMonthsAgo: number;
  lengthMonths: number;
  current: boolean;
};

type CourseDef = string | { elective: [string, string] };

export type ProgramDef = {
  pid: number;
  level: ProgramLevel;
  /** pname: may hold simple HTML, as the older API's did */
  name: string;
  shortName: string;
  slug: string;
  colour: string;
  area: Area;
  duration: string;
  format: string;
  credits: string;
  /** 1: admission by application; other values: learners may Start directly (spec part 3, 4.1) */
  enrolType: number;
  scholarship: boolean;
  batches: BatchDef[];
  overview: string[];
  features: string[];
  outcomes: string[];
  /** [group title, person ids] */
  instructors: [string, string[]][];
  /** course titles per semester; an elective pair lets the learner choose one */
  semesters: CourseDef[][];
};

export type PersonDef = { id: string; name: string; designation: string; org: string; colour: string };

export const ORGANISATION = { name: 'Demo Online University', shortName: 'DOU' } as const;

export const PEOPLE: PersonDef[] = [
  { id: 'meera-iyer', name: 'Dr. Meera Iyer', designation: 'Professor of Strategy', org: 'School of Management', colour: '#7c3aed' },
  { id: 'daniel-okoro', name: 'Dr. Daniel Okoro', designation: 'Associate Professor of Finance', org: 'School of Management', colour: '#0f766e' },
  { id: 'lena-fischer', name: 'Lena Fischer', designation: 'Senior Lecturer, Marketing', org: 'School of Management', colour: '#be123c' },
  { id: 'arjun-menon', name: 'Dr. Arjun Menon', designation: 'Professor of Computer Science', org: 'School of Computing', colour: '#1d4ed8' },
  { id: 'sofia-alvarez', name: 'Sofia Alvarez', designation: 'Assistant Professor, Data Science', org: 'School of Computing', colour: '#b45309' },
  { id: 'kwame-asante', name: 'Kwame Asante', designation: 'Industry Fellow, Cloud Engineering', org: 'Partner Faculty', colour: '#047857' },
  { id: 'priya-nair', name: 'Dr. Priya Nair', designation: 'Professor of Hospital Administration', org: 'School of Health Sciences', colour: '#9d174d' },
  { id: 'thomas-mwangi', name: 'Dr. Thomas Mwangi', designation: 'Associate Professor, Public Health', org: 'School of Health Sciences', colour: '#4338ca' },
  { id: 'ananya-rao', name: 'Dr. Ananya Rao', designation: 'Professor of Pharmacy Practice', org: 'College of Pharmacy', colour: '#0e7490' },
  { id: 'samuel-adeyemi', name: 'Dr. Samuel Adeyemi', designation: 'Professor of Pharmacology', org: 'College of Pharmacy', colour: '#a16207' },
  { id: 'hannah-berg', name: 'Hannah Berg', designation: 'Lecturer, Accounting', org: 'School of Commerce', colour: '#15803d' },
  { id: 'vikram-shetty', name: 'Dr. Vikram Shetty', designation: 'Professor of Economics', org: 'School of Commerce', colour: '#c2410c' },
  { id: 'grace-achieng', name: 'Grace Achieng', designation: 'Certified Yoga Therapist', org: 'Centre for Wellness', colour: '#6d28d9' },
  { id: 'rahul-kulkarni', name: 'Rahul Kulkarni', designation: 'Head of Digital, Partner Agency', org: 'Partner Faculty', colour: '#db2777' },
  { id: 'fatima-diallo', name: 'Dr. Fatima Diallo', designation: 'Clinical Research Lead', org: 'Partner Hospital Network', colour: '#0369a1' },
  { id: 'marcus-lee', name: 'Marcus Lee', designation: 'Program Coordinator', org: 'Centre for Online Education', colour: '#334155' },
];

const ONLINE = 'Online: recorded lectures, weekly live sessions and proctored exams';
const SELF_PACED = 'Online, self-paced, with monthly live clinics';

export const PROGRAMS: ProgramDef[] = [
  // ---- certificate --------------------------------------------------------
  {
    pid: 101,
    level: 'certificate',
    name: 'Certificate in Data Analytics',
    shortName: 'CDA',
    slug: 'data-analytics',
    colour: '#b45309',
    area: 'computing',
    duration: '6 Months',
    format: SELF_PACED,
    credits: '16 Credits',
    enrolType: 2,
    scholarship: true,
    batches: [{ bpid: 1012, startMonthsAgo: 2, lengthMonths: 6, current: true }],
    overview: [
      'A practical, six-month introduction to working with data: cleaning it, asking it questions and presenting what it says.',
      'Designed for working professionals with no programming background.',
    ],
    features: ['Hands-on labs in spreadsheets, SQL and Python', 'A capstone dashboard built on a public data set', 'Weekly live clinics with the instructors'],
    outcomes: ['Clean and combine real-world data sets', 'Write SQL queries to answer business questions', 'Build a dashboard that tells a clear story'],
    instructors: [
      ['Program Lead', ['sofia-alvarez']],
      ['Faculty', ['arjun-menon', 'kwame-asante']],
    ],
    semesters: [['Spreadsheets for Analysis', 'SQL Fundamentals', 'Python for Data Analysis', 'Data Visualisation and Dashboards']],
  },
  {
    pid: 102,
    level: 'certificate',
    name: 'Certificate in Digital Marketing',
    shortName: 'CDM',
    slug: 'digital-marketing',
    colour: '#db2777',
    area: 'business',
    duration: '6 Months',
    format: SELF_PACED,
    credits: '16 Credits',
    enrolType: 2,
    scholarship: true,
    batches: [{ bpid: 1021, startMonthsAgo: 1, lengthMonths: 6, current: true }],
    overview: ['Learn to plan, run and measure digital campaigns across search, social and e-mail.'],
    features: ['Campaign simulations with realistic budgets', 'Guest sessions from agency practitioners'],
    outcomes: ['Plan a multi-channel campaign', 'Measure results with web analytics', 'Write copy that converts'],
    instructors: [['Faculty', ['lena-fischer', 'rahul-kulkarni']]],
    semesters: [['Marketing in a Digital World', 'Search and Social Media Marketing', 'Content and E-mail Marketing', 'Web Analytics']],
  },

  // ---- diploma ------------------------------------------------------------
  {
    pid: 201,
    level: 'diploma',
    name: 'Diploma in Hospital Administration',
    shortName: 'DHA',
    slug: 'hospital-administration',
    colour: '#9d174d',
    area: 'health',
    duration: '1 Year',
    format: ONLINE,
    credits: '32 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 2011, startMonthsAgo: 3, lengthMonths: 12, current: true }],
    overview: ['Prepares supervisors and administrators to run hospital departments safely and efficiently.'],
    features: ['Case studies from partner hospitals', 'A supervised project in a health-care setting'],
    outcomes: ['Organise patient services and medical records', 'Apply quality and safety standards', 'Manage budgets and staff rosters'],
    instructors: [
      ['Program Director', ['priya-nair']],
      ['Faculty', ['thomas-mwangi', 'marcus-lee']],
    ],
    semesters: [
      ['Health-Care Systems', 'Hospital Operations Management'],
      ['Quality and Patient Safety', 'Health Information Management'],
    ],
  },
  {
    pid: 202,
    level: 'diploma',
    name: 'Diploma in Yoga and Wellness',
    shortName: 'DYW',
    slug: 'yoga-wellness',
    colour: '#6d28d9',
    area: 'wellness',
    duration: '1 Year',
    format: ONLINE,
    credits: '30 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 2022, startMonthsAgo: 4, lengthMonths: 12, current: true }],
    overview: ['The science and practice of yoga for health, taught by certified therapists.'],
    features: ['Guided practice sessions', 'Anatomy and physiology for practitioners'],
    outcomes: ['Lead a safe, structured yoga session', 'Explain the physiology behind common practices'],
    instructors: [['Faculty', ['grace-achieng', 'thomas-mwangi']]],
    semesters: [
      ['Foundations of Yoga', 'Human Anatomy for Yoga'],
      ['Yoga Therapy', 'Nutrition and Lifestyle'],
    ],
  },

  // ---- graduate (master's) ------------------------------------------------
  {
    pid: 301,
    level: 'graduate',
    name: 'Master of Business Administration',
    shortName: 'MBA',
    slug: 'mba',
    colour: '#1d4ed8',
    area: 'business',
    duration: '2 Years',
    format: ONLINE,
    credits: '96 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [
      { bpid: 3001, startMonthsAgo: 30, lengthMonths: 24, current: false },
      { bpid: 3012, startMonthsAgo: 8, lengthMonths: 24, current: true },
    ],
    overview: [
      'A two-year online MBA for working professionals who want to lead teams, products and organisations.',
      'Core management subjects in the first year, then electives in marketing, finance and operations.',
    ],
    features: ['Live weekly case discussions with faculty', 'Electives from the second semester', 'A capstone consulting project with a partner company', 'Proctored online semester end exams'],
    outcomes: ['Analyse a business with the tools of strategy, finance and marketing', 'Lead cross-functional teams and communicate decisions', 'Plan and evaluate investments'],
    instructors: [
      ['Program Director', ['meera-iyer']],
      ['Core Faculty', ['daniel-okoro', 'lena-fischer', 'vikram-shetty']],
      ['Program Office', ['marcus-lee']],
    ],
    semesters: [
      ['Principles of Management', 'Managerial Economics', 'Financial Accounting'],
      ['Marketing Management', 'Organisational Behaviour', { elective: ['Marketing Analytics', 'Financial Risk Management'] }],
      ['Strategic Management', 'Operations Management', 'Business Research Methods'],
    ],
  },
  {
    pid: 302,
    level: 'graduate',
    name: 'Master of Computer Applications',
    shortName: 'MCA',
    slug: 'mca',
    colour: '#0f766e',
    area: 'computing',
    duration: '2 Years',
    format: ONLINE,
    credits: '88 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 3021, startMonthsAgo: -1, lengthMonths: 24, current: true }],
    overview: ['Software engineering, data and cloud computing for graduates who want to build software for a living.'],
    features: ['Project-based courses with code reviews', 'Cloud lab credits', 'Electives in AI and security'],
    outcomes: ['Design and build a web application end to end', 'Model and query data at scale', 'Deploy services to the cloud'],
    instructors: [
      ['Program Director', ['arjun-menon']],
      ['Faculty', ['sofia-alvarez', 'kwame-asante']],
    ],
    semesters: [
      ['Data Structures and Algorithms', 'Database Systems', 'Web Technologies'],
      ['Cloud Computing', 'Software Engineering', { elective: ['Machine Learning', 'Cyber Security'] }],
    ],
  },
  {
    pid: 303,
    level: 'graduate',
    name: 'Master of Commerce',
    shortName: 'MCOM',
    slug: 'mcom',
    colour: '#15803d',
    area: 'commerce',
    duration: '2 Years',
    format: ONLINE,
    credits: '80 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 3031, startMonthsAgo: 5, lengthMonths: 24, current: true }],
    overview: ['Advanced accounting, taxation and corporate finance for commerce graduates.'],
    features: ['Practice sets modelled on professional exams', 'Guest lectures by practising accountants'],
    outcomes: ['Prepare and audit financial statements', 'Advise on tax and corporate finance'],
    instructors: [['Faculty', ['hannah-berg', 'vikram-shetty', 'daniel-okoro']]],
    semesters: [
      ['Advanced Financial Accounting', 'Corporate Tax Planning'],
      ['Corporate Finance', 'Auditing and Assurance'],
    ],
  },

  // ---- pgdiploma ----------------------------------------------------------
  {
    pid: 401,
    level: 'pgdiploma',
    name: 'Post Graduate Diploma in Clinical Research',
    shortName: 'PGDCR',
    slug: 'clinical-research',
    colour: '#0369a1',
    area: 'health',
    duration: '1 Year',
    format: ONLINE,
    credits: '40 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 4011, startMonthsAgo: 2, lengthMonths: 12, current: true }],
    overview: ['How clinical trials are designed, run, monitored and reported, to international good clinical practice.'],
    features: ['Taught with clinical research professionals', 'Mock trial master file exercise'],
    outcomes: ['Apply ICH-GCP guidelines', 'Prepare trial documents', 'Monitor a trial site'],
    instructors: [['Faculty', ['fatima-diallo', 'samuel-adeyemi', 'thomas-mwangi']]],
    semesters: [
      ['Drug Development and Regulation', 'Good Clinical Practice'],
      ['Clinical Data Management', 'Pharmacovigilance'],
    ],
  },
  {
    pid: 402,
    level: 'pgdiploma',
    name: 'Post Graduate Diploma in Public Health',
    shortName: 'PGDPH',
    slug: 'public-health',
    colour: '#4338ca',
    area: 'health',
    duration: '1 Year',
    format: ONLINE,
    credits: '40 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 4022, startMonthsAgo: 6, lengthMonths: 12, current: true }],
    overview: ['Epidemiology, biostatistics and health policy for people working to improve the health of populations.'],
    features: ['Field assignment in your own community', 'Data sets from public health surveys'],
    outcomes: ['Measure disease in populations', 'Evaluate a health programme'],
    instructors: [['Faculty', ['thomas-mwangi', 'priya-nair']]],
    semesters: [
      ['Epidemiology', 'Biostatistics'],
      ['Health Policy and Management', 'Environmental Health'],
    ],
  },

  // ---- undergraduate ------------------------------------------------------
  {
    pid: 501,
    level: 'undergraduate',
    name: 'Bachelor of Business Administration',
    shortName: 'BBA',
    slug: 'bba',
    colour: '#7c3aed',
    area: 'business',
    duration: '3 Years',
    format: ONLINE,
    credits: '132 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 5012, startMonthsAgo: 7, lengthMonths: 36, current: true }],
    overview: ['A broad foundation in business for school leavers and early-career learners.'],
    features: ['Small-group tutorials', 'Internship guidance'],
    outcomes: ['Understand how organisations work', 'Communicate in business settings'],
    instructors: [['Faculty', ['meera-iyer', 'lena-fischer', 'hannah-berg']]],
    semesters: [
      ['Business Communication', 'Fundamentals of Accounting', 'Microeconomics'],
      ['Principles of Marketing', 'Business Statistics', 'Human Resource Management'],
    ],
  },
  {
    pid: 502,
    level: 'undergraduate',
    name: 'Bachelor of Computer Applications',
    shortName: 'BCA',
    slug: 'bca',
    colour: '#0e7490',
    area: 'computing',
    duration: '3 Years',
    format: ONLINE,
    credits: '128 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 5021, startMonthsAgo: 5, lengthMonths: 36, current: true }],
    overview: ['Programming, databases, networks and the mathematics behind them, from the first line of code.'],
    features: ['Browser-based coding labs', 'Peer code reviews', 'A team project every year'],
    outcomes: ['Write structured programs in C and Python', 'Design a relational database', 'Explain how networks move data'],
    instructors: [
      ['Program Director', ['arjun-menon']],
      ['Faculty', ['sofia-alvarez', 'kwame-asante']],
    ],
    semesters: [
      ['Programming in C', 'Discrete Mathematics', 'Digital Fundamentals'],
      ['Object-Oriented Programming', 'Database Management Systems', { elective: ['Web Design', 'Mobile App Basics'] }],
    ],
  },
  {
    pid: 503,
    level: 'undergraduate',
    name: 'Bachelor of Commerce',
    shortName: 'BCOM',
    slug: 'bcom',
    colour: '#c2410c',
    area: 'commerce',
    duration: '3 Years',
    format: ONLINE,
    credits: '120 Credits',
    enrolType: 1,
    scholarship: true,
    batches: [{ bpid: 5031, startMonthsAgo: -2, lengthMonths: 36, current: true }],
    overview: ['Accounting, finance, economics and business law for a career in commerce.'],
    features: ['Tally and spreadsheet labs', 'Mentoring by practising accountants'],
    outcomes: ['Keep books of account', 'Read financial statements', 'Understand business law'],
    instructors: [['Faculty', ['hannah-berg', 'vikram-shetty']]],
    semesters: [
      ['Financial Accounting I', 'Business Economics', 'Business Law'],
      ['Financial Accounting II', 'Banking and Insurance', 'Cost Accounting'],
    ],
  },

  // ---- Doctor of Pharmacy -------------------------------------------------
  {
    pid: 601,
    level: 'DoctorofPharmacy',
    name: 'Doctor of Pharmacy <small>(Pharm.D)</small>',
    shortName: 'PHARMD',
    slug: 'pharmd',
    colour: '#0e7490',
    area: 'pharmacy',
    duration: '6 Years',
    format: 'Blended: online theory with supervised clinical rotations',
    credits: '220 Credits',
    enrolType: 1,
    scholarship: false,
    batches: [{ bpid: 6012, startMonthsAgo: 9, lengthMonths: 72, current: true }],
    overview: ['A professional doctorate that prepares clinical pharmacists for practice in hospitals and communities.'],
    features: ['Clinical rotations at partner hospitals', 'Case-based pharmacotherapy'],
    outcomes: ['Optimise drug therapy for patients', 'Counsel patients and advise prescribers'],
    instructors: [
      ['Dean', ['ananya-rao']],
      ['Faculty', ['samuel-adeyemi', 'fatima-diallo']],
    ],
    semesters: [
      ['Human Anatomy and Physiology', 'Pharmaceutics', 'Medicinal Biochemistry'],
      ['Pharmacology I', 'Pharmacotherapeutics I', 'Community Pharmacy'],
    ],
  },
  {
    pid: 602,
    level: 'DoctorofPharmacy',
    name: 'Doctor of Pharmacy (Post Baccalaureate)',
    shortName: 'PHARMDPB',
    slug: 'pharmd-pb',
    colour: '#a16207',
    area: 'pharmacy',
    duration: '3 Years',
    format: 'Blended: online theory with supervised clinical rotations',
    credits: '120 Credits',
    enrolType: 1,
    scholarship: false,
    batches: [{ bpid: 6021, startMonthsAgo: 3, lengthMonths: 36, current: true }],
    overview: ['For pharmacy graduates (B.Pharm) who want the clinical doctorate.'],
    features: ['Lateral entry into the fourth year', 'Clerkship in clinical pharmacy'],
    outcomes: ['Practise as a clinical pharmacist', 'Conduct drug utilisation reviews'],
    instructors: [['Faculty', ['ananya-rao', 'samuel-adeyemi']]],
    semesters: [
      ['Pharmacotherapeutics II', 'Clinical Pharmacokinetics'],
      ['Clinical Research Methods', 'Hospital Pharmacy Practice'],
    ],
  },
];

/** Unit titles for the courses the demo learners are taking; others get a standard outline. */
export const UNIT_TITLES: Record<string, string[]> = {
  'Principles of Management': ['What Managers Do', 'Planning and Decision Making', 'Organising and Controlling'],
  'Managerial Economics': ['Demand and Supply', 'Costs and Production', 'Pricing Decisions'],
  'Financial Accounting': ['The Accounting Equation', 'Recording Transactions', 'Financial Statements'],
  'Marketing Management': ['Understanding Customers', 'Segmentation and Positioning', 'The Marketing Mix'],
  'Organisational Behaviour': ['Individuals at Work', 'Teams and Motivation', 'Culture and Change'],
  'Marketing Analytics': ['Marketing Metrics', 'Customer Lifetime Value', 'Experiments and A/B Tests'],
  'Financial Risk Management': ['Types of Financial Risk', 'Measuring Risk', 'Hedging with Derivatives'],
  'Programming in C': ['Getting Started with C', 'Control Flow and Functions', 'Arrays and Pointers'],
  'Discrete Mathematics': ['Sets and Logic', 'Relations and Functions', 'Graphs and Trees'],
  'Spreadsheets for Analysis': ['Cleaning Data in Sheets', 'Formulas and Lookups', 'Pivot Tables'],
  'SQL Fundamentals': ['Selecting and Filtering', 'Joins', 'Grouping and Aggregates'],
  'Health-Care Systems': ['How Health Systems Are Organised', 'Financing Health Care', 'Health Workforce'],
  'Hospital Operations Management': ['Outpatient and Inpatient Flow', 'Supplies and Pharmacy Stores', 'Facility Management'],
};

export function standardUnits(course: string): string[] {
  return [`Introduction to ${course}`, `${course} in Practice`, 'Case Studies and Review'];
}

export const COMMON_FAQ = [
  {
    title: 'Admissions',
    questions: [
      { ques: 'Who can apply?', ans: 'Anyone who meets the eligibility criteria listed under Overview. International students are welcome.' },
      { ques: 'How do I apply?', ans: 'Sign in, open the program and choose Apply. Fill in your details, education and documents, then submit for review.' },
      { ques: 'How long does the review take?', ans: 'You will hear from us by e-mail within 3 working days of submitting your application.' },
    ],
  },
  {
    title: 'Learning online',
    questions: [
      { ques: 'Do I need to attend at fixed times?', ans: 'Lectures are recorded; live sessions are optional but recommended and are recorded too.' },
      { ques: 'How are exams held?', ans: 'Semester end exams are proctored online. You book a slot from the Semester End Exam page.' },
    ],
  },
  {
    title: 'Fees and scholarships',
    questions: [
      {
        ques: 'Is there a scholarship for students from partner African countries?',
        ans: 'Yes. The government offers a 100% scholarship to students from partner African countries for online undergraduate, postgraduate, diploma and certificate programmes.',
      },
    ],
  },
];

/** Colours and labels of the course cards, by area. */
export const AREA_STYLE: Record<Area, { label: string; colour: string }> = {
  business: { label: 'Management', colour: '#1d4ed8' },
  computing: { label: 'Computing', colour: '#0f766e' },
  health: { label: 'Health Sciences', colour: '#9d174d' },
  commerce: { label: 'Commerce', colour: '#c2410c' },
  pharmacy: { label: 'Pharmacy', colour: '#0e7490' },
  wellness: { label: 'Wellness', colour: '#6d28d9' },
};
