import { GSTIN_MESSAGES } from '../../domain/gst/gstin';
import { DEFAULT_GST_SETTINGS } from '../../domain/gst/settings';
import { GST_SETTINGS_MESSAGES as M, gstSettingsSchema, gstinSchema } from '../gst';
import { validate } from '../index';

const ON = {
  enabled: true,
  gstin: '19AABCT1332L1ZB',
  legalName: 'Shanti Tours Private Limited',
  address: '12 Park Street, Kolkata 700016',
  stateCode: '19',
};

describe('gstSettingsSchema', () => {
  it('fills the defaults: 5%, SAC 998555, the inclusive wording, RV/INV/RF', () => {
    expect(validate(gstSettingsSchema, ON)).toEqual({
      ok: true,
      value: { ...DEFAULT_GST_SETTINGS, ...ON },
    });
  });

  it('accepts GST off with nothing else filled in', () => {
    expect(validate(gstSettingsSchema, { enabled: false, stateCode: '19' })).toEqual({
      ok: true,
      value: DEFAULT_GST_SETTINGS,
    });
  });

  it('asks for the GSTIN, legal name and address when GST is on', () => {
    expect(validate(gstSettingsSchema, { enabled: true, stateCode: '19' })).toEqual({
      ok: false,
      errors: { gstin: GSTIN_MESSAGES.required, legalName: M.legalName, address: M.address },
    });
  });

  it('says which part of a GSTIN is wrong, and that it must be of the state', () => {
    const errors = (gstin: string) => validate(gstSettingsSchema, { ...ON, gstin });
    expect(errors('19AABCT1332L1ZC')).toMatchObject({
      errors: { gstin: GSTIN_MESSAGES.checkDigit },
    });
    expect(errors('19AABCT1332')).toMatchObject({ errors: { gstin: GSTIN_MESSAGES.length } });
    expect(errors('21AAAFJ2345K1ZQ')).toMatchObject({ errors: { gstin: M.gstinState } });
    // A wrong GSTIN is refused even with GST off (it is never stored).
    expect(
      validate(gstSettingsSchema, { enabled: false, stateCode: '19', gstin: '19AABCT1332L1ZC' }),
    ).toMatchObject({ errors: { gstin: GSTIN_MESSAGES.checkDigit } });
  });

  it('checks the state, rate, SAC, wording, moment and prefixes with their own messages', () => {
    const errors = (patch: object) => validate(gstSettingsSchema, { ...ON, ...patch });
    expect(errors({ stateCode: '25' })).toMatchObject({ errors: { stateCode: M.stateCode } });
    expect(errors({ ratePercent: 0 })).toMatchObject({ errors: { ratePercent: M.ratePercent } });
    expect(errors({ ratePercent: 41 })).toMatchObject({ errors: { ratePercent: M.ratePercent } });
    expect(errors({ ratePercent: 2.555 })).toMatchObject({
      errors: { ratePercent: M.ratePercent },
    });
    expect(errors({ sac: '998' })).toMatchObject({ errors: { sac: M.sac } });
    expect(errors({ inclusiveNote: '' })).toMatchObject({
      errors: { inclusiveNote: M.inclusiveNote },
    });
    expect(errors({ invoiceOn: 'paid' })).toMatchObject({ errors: { invoiceOn: M.invoiceOn } });
    expect(errors({ prefixes: { receipt: 'RCPT', invoice: 'INV', refund: 'RF' } })).toMatchObject({
      errors: { prefixes: M.prefix },
    });
    expect(errors({ prefixes: { receipt: 'R/V', invoice: 'INV', refund: 'RF' } })).toMatchObject({
      errors: { prefixes: M.prefix },
    });
    expect(errors({ prefixes: { receipt: 'rv', invoice: 'INV', refund: 'RV' } })).toMatchObject({
      errors: { prefixes: M.prefixesDiffer },
    });
  });

  it('takes the 18% scheme without the 5% wording, and prefixes in upper case', () => {
    const result = validate(gstSettingsSchema, {
      ...ON,
      gstin: ' 19aabct1332l1zb ',
      ratePercent: 18,
      inclusiveNote: '',
      invoiceOn: 'check-in',
      prefixes: { receipt: 'rv', invoice: 'ti', refund: 'rf' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        gstin: '19AABCT1332L1ZB',
        ratePercent: 18,
        inclusiveNote: '',
        invoiceOn: 'check-in',
        prefixes: { receipt: 'RV', invoice: 'TI', refund: 'RF' },
      },
    });
  });
});

describe('gstinSchema', () => {
  it("takes '' for none and a valid GSTIN as typed", () => {
    expect(gstinSchema.parse('')).toBe('');
    expect(gstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(
      GSTIN_MESSAGES.checkDigit,
    );
  });
});
