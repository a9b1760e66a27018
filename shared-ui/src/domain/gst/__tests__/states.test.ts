import {
  DEFAULT_AGENCY_STATE_CODE,
  GST_STATES,
  formatGstState,
  gstStateByCode,
  isGstStateCode,
  statesByName,
} from '../states';

describe('GST state codes', () => {
  it('holds 36 states and union territories and Other Territory, each code once', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((entry) => entry.code)).size).toBe(37);
    expect(GST_STATES.every((entry) => /^\d{2}$/.test(entry.code))).toBe(true);
  });

  it('looks up by code', () => {
    expect(gstStateByCode('01')?.name).toBe('Jammu and Kashmir');
    expect(gstStateByCode('19')?.name).toBe('West Bengal');
    expect(gstStateByCode('21')?.name).toBe('Odisha');
    expect(gstStateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(gstStateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(gstStateByCode('38')?.name).toBe('Ladakh');
    expect(gstStateByCode('97')?.name).toBe('Other Territory');
    expect(gstStateByCode('25')).toBeUndefined();
    expect(gstStateByCode('28')).toBeUndefined();
    expect(isGstStateCode('19')).toBe(true);
    expect(isGstStateCode('99')).toBe(false);
    expect(isGstStateCode(19)).toBe(false);
    expect(DEFAULT_AGENCY_STATE_CODE).toBe('19');
  });

  it('says UTGST for the union territories without a legislature', () => {
    const utgst = GST_STATES.filter((entry) => entry.stateTaxHead === 'UTGST').map((e) => e.code);
    expect(utgst).toEqual(['04', '26', '31', '35', '38', '97']);
    expect(gstStateByCode('07')?.stateTaxHead).toBe('SGST');
  });

  it('prints the place of supply and lists the states by name', () => {
    expect(formatGstState('19')).toBe('West Bengal (19)');
    expect(formatGstState('99')).toBe('99');
    const names = statesByName().map((entry) => entry.name);
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(names).toContain('West Bengal');
    expect(names).toHaveLength(37);
  });
});
