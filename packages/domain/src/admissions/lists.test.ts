import { describe, expect, it } from 'vitest';
import { PROGRAM_LEVELS } from '../catalog.js';
import {
  ACADEMIC_YEAR,
  APPLICATION_ALREADY_SUBMITTED,
  APPLICATION_FEE,
  APPLICATION_SUBMITTED,
  APPLY_TABS,
  applyTabOf,
  COUNTRIES_OF_RESIDENCE,
  COUNTRIES_OF_RESIDENCE_ALT,
  COUNTRY_CODES,
  EDUCATION_TYPES,
  EDUCATION_TYPES_ALT,
  GENDERS,
  NO_COURSES,
  SPECIALIZATIONS,
} from './lists.js';

describe('country codes (spec part 3, section 3.3)', () => {
  it('lists 23 codes in the spec order, India first', () => {
    expect(COUNTRY_CODES).toHaveLength(23);
    expect(COUNTRY_CODES[0]).toEqual({ code: '91', name: 'India' });
    expect(COUNTRY_CODES.map((c) => `${c.code} ${c.name}`).join('; ')).toBe(
      "91 India; 229 Benin; 269 Comoros; 225 Cote d'Ivoire; 243 DR Congo; 253 Djibouti; 291 Eritrea; 234 Nigeria; 252 Somalia; 233 Ghana; 261 Madagascar; 265 Malawi; 223 Mali; 230 Mauritius; 258 Mozambique; 224 Guinea; 248 Seychelles; 249 Sudan; 232 Sierra Leone; 211 South Sudan; 220 Gambia; 256 Uganda; 260 Zambia",
    );
  });
  it('has no code twice', () => {
    expect(new Set(COUNTRY_CODES.map((c) => c.code)).size).toBe(COUNTRY_CODES.length);
  });
});

describe('country of residence (spec part 3, section 3.4)', () => {
  it('the wizard list starts with Not Applicable and ends with India', () => {
    expect(COUNTRIES_OF_RESIDENCE).toHaveLength(19);
    expect(COUNTRIES_OF_RESIDENCE[0]).toBe('Not Applicable');
    expect(COUNTRIES_OF_RESIDENCE.at(-1)).toBe('India');
    expect(COUNTRIES_OF_RESIDENCE).toContain('The Gambia');
  });
  it('the other list keeps its own spelling', () => {
    expect(COUNTRIES_OF_RESIDENCE_ALT).toHaveLength(23);
    expect(COUNTRIES_OF_RESIDENCE_ALT).toContain('Mazambique');
    expect(COUNTRIES_OF_RESIDENCE_ALT).toContain('Democratic Republic of Congo');
    expect(COUNTRIES_OF_RESIDENCE_ALT[0]).toBe('Not Applicable');
  });
  // The spec's own lines, copied as text: the order and every spelling must match.
  it('the wizard list is exactly the spec\'s, in its order', () => {
    expect(COUNTRIES_OF_RESIDENCE.join(', ')).toBe(
      "Not Applicable, Benin, Comoros, Cote d'Ivoire, DR Congo, Eritrea, Ghana, Malawi, Mali, Mauritius, Mozambique, Guinea, Sudan, Seychelles, Sierra Leone, The Gambia, Uganda, Zambia, India",
    );
  });
  it('the other list is exactly the spec\'s, in its order, spelled as shown', () => {
    expect(COUNTRIES_OF_RESIDENCE_ALT.join(', ')).toBe(
      "Not Applicable, Benin, Republic of Guinea, Zambia, Ghana, Malawi, Mali, Mauritius, Mazambique, Cote d'Ivoire, Republic of Sudan, Eritrea, Seychelles, Comoros, Somalia, Nigeria, Uganda, Democratic Republic of Congo, Sierra Leone, The Gambia, Madagascar, South Sudan, India",
    );
  });
});

describe('wizard choices (spec part 3, section 3.2)', () => {
  it('lists genders, education types in both readings and specializations', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Transgender']);
    expect(EDUCATION_TYPES).toEqual(['Graduation', 'Post Graduation', 'Others']);
    expect(EDUCATION_TYPES_ALT).toEqual(['Graduate', 'Under Graduate', 'Diploma', 'Others']);
    expect(SPECIALIZATIONS).toEqual(['Science', 'Arts', 'Commerce', 'Medicine', 'Dentistry', 'Pharma', 'Management', 'Others']);
  });
});

describe('apply-program tabs (spec part 3, section 2.2)', () => {
  it('are Under Graduate, Post Graduate and Doctor Of Pharmacy', () => {
    expect(APPLY_TABS.map((t) => t.label)).toEqual(['Under Graduate', 'Post Graduate', 'Doctor Of Pharmacy']);
  });
  it('list every catalogue level in exactly one tab', () => {
    const listed = APPLY_TABS.flatMap((t) => t.levels as readonly string[]);
    expect([...listed].sort()).toEqual([...PROGRAM_LEVELS].sort());
  });
  it.each([
    ['undergraduate', 'Under Graduate'],
    ['diploma', 'Under Graduate'],
    ['certificate', 'Under Graduate'],
    ['graduate', 'Post Graduate'],
    ['pgdiploma', 'Post Graduate'],
    ['DoctorofPharmacy', 'Doctor Of Pharmacy'],
  ] as const)('%s programs are under %s', (level, tab) => {
    expect(applyTabOf(level)).toBe(tab);
  });
});

describe('admissions texts (spec part 3, sections 2.2, 8 and 9)', () => {
  it('are the spec words', () => {
    expect(ACADEMIC_YEAR).toBe('2022-2023');
    expect(APPLICATION_FEE).toBe('MUR 1,000 or USD 30');
    expect(APPLICATION_SUBMITTED).toBe('Application Submitted!');
    expect(APPLICATION_ALREADY_SUBMITTED).toBe('Application Already Submitted!');
    expect(NO_COURSES).toBe('No courses');
  });
});
