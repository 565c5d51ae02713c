/**
 * The Scholarship tab's Learning Center list (spec part 3, section 3.5):
 * "about 20 partner universities and colleges in African countries, plus an
 * entry 'Has to be updated in iLearn'". The spec does not give the names, and
 * the cloud API contract has no call that lists them (the older client had
 * them built in), so this is the demo partner portal's list
 * (docs/decisions/066): the embedded cloud API's partner applicants are
 * registered at centres of this list, and a deployment for a real partner
 * portal replaces the entries here, in this one place. Codes are the partner
 * data's `learning_center`, names its `learning_center_name`.
 */
export const LEARNING_CENTER_TO_BE_UPDATED = 'Has to be updated in iLearn';

export const LEARNING_CENTERS = [
  { code: 'LC-BJ-01', name: "Université d'Abomey-Calavi, Cotonou" },
  { code: 'LC-KM-01', name: 'Université des Comores, Moroni' },
  { code: 'LC-CI-01', name: 'Université Félix Houphouët-Boigny, Abidjan' },
  { code: 'LC-CD-01', name: 'Université de Kinshasa' },
  { code: 'LC-DJ-01', name: 'Université de Djibouti' },
  { code: 'LC-ER-01', name: 'Eritrea Institute of Technology, Mai Nefhi' },
  { code: 'LC-GH-01', name: 'University of Ghana, Legon' },
  { code: 'LC-GH-02', name: 'Kwame Nkrumah University of Science and Technology, Kumasi' },
  { code: 'LC-GM-01', name: 'University of The Gambia, Banjul' },
  { code: 'LC-GN-01', name: 'Université Gamal Abdel Nasser de Conakry' },
  { code: 'LC-MG-01', name: "Université d'Antananarivo" },
  { code: 'LC-MW-01', name: 'University of Malawi, Zomba' },
  { code: 'LC-ML-01', name: 'Université des Sciences, des Techniques et des Technologies de Bamako' },
  { code: 'LC-MU-01', name: 'University of Mauritius, Réduit' },
  { code: 'LC-MZ-01', name: 'Universidade Eduardo Mondlane, Maputo' },
  { code: 'LC-NG-01', name: 'University of Lagos' },
  { code: 'LC-SC-01', name: 'University of Seychelles, Mahé' },
  { code: 'LC-SL-01', name: 'Fourah Bay College, Freetown' },
  { code: 'LC-SO-01', name: 'Somali National University, Mogadishu' },
  { code: 'LC-SD-01', name: 'University of Khartoum' },
  { code: 'LC-SS-01', name: 'University of Juba' },
  { code: 'LC-UG-02', name: 'Makerere University, Kampala' },
  { code: 'LC-ZM-01', name: 'University of Zambia, Lusaka' },
  { code: 'LC-ILEARN', name: LEARNING_CENTER_TO_BE_UPDATED },
] as const satisfies readonly { code: string; name: string }[];

/** The names an applicant may choose, in the list's order. */
export const LEARNING_CENTER_NAMES: readonly string[] = LEARNING_CENTERS.map((c) => c.name);
