// The states and union territories of India with their GST state codes: the first two digits of a
// GSTIN and the place of supply on every tax document.
//
// Source: the state code list of the GST system (GSTN / CBIC, "State Code List" of the GST portal,
// also the e-invoice and e-way bill masters), which follows the Census 2011 codes. Changes since
// GST began: 26 is Dadra and Nagar Haveli and Daman and Diu since the two union territories merged
// on 26 January 2020 (the old 25, Daman and Diu, is retired); 38 is Ladakh since 31 October 2019;
// 37 is Andhra Pradesh after the 2014 division (28, Andhra Pradesh before division, is retired; no
// GSTIN was issued under it). 97 "Other Territory" covers India's areas outside any state or union
// territory (offshore areas of the continental shelf and exclusive economic zone).

/**
 * The tax of the supplier's own state on an intra-state supply: SGST in a state and in a union
 * territory with a legislature (Delhi, Puducherry, Jammu and Kashmir), UTGST in the other union
 * territories (UTGST Act 2017, s.2(114) of the CGST Act for the list).
 */
export type StateTaxHead = 'SGST' | 'UTGST';

export interface GstState {
  /** Two digits, '01' ... '38', '97'. */
  code: string;
  name: string;
  stateTaxHead: StateTaxHead;
}

const state = (code: string, name: string): GstState => ({ code, name, stateTaxHead: 'SGST' });
const territory = (code: string, name: string): GstState => ({
  code,
  name,
  stateTaxHead: 'UTGST',
});

/** Every code in use, in code order; the traveller's form lists them by name (statesByName). */
export const GST_STATES: readonly GstState[] = [
  state('01', 'Jammu and Kashmir'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  territory('04', 'Chandigarh'),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  state('07', 'Delhi'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  territory('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  territory('31', 'Lakshadweep'),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  state('34', 'Puducherry'),
  territory('35', 'Andaman and Nicobar Islands'),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  territory('38', 'Ladakh'),
  territory('97', 'Other Territory'),
];

/** The agency's state in the demo: West Bengal. */
export const DEFAULT_AGENCY_STATE_CODE = '19';

const byCode = new Map(GST_STATES.map((entry) => [entry.code, entry]));

/** The state or union territory of a GST state code ('19' -> West Bengal); undefined if none. */
export function gstStateByCode(code: string): GstState | undefined {
  return byCode.get(code);
}

export function isGstStateCode(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

/** 'West Bengal (19)', as the place of supply is printed; the bare code if it is unknown. */
export function formatGstState(code: string): string {
  const entry = byCode.get(code);
  return entry ? `${entry.name} (${entry.code})` : code;
}

/** The list in alphabetical order, for a select field. */
export function statesByName(): GstState[] {
  return [...GST_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}
