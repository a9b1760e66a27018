// The agency's GST settings (GET/PUT /api/settings/gst, docs/gst.md), stored in office_settings
// under the name 'gst' as one JSON value. Until saved: DEFAULT_GST_SETTINGS (GST off). A PUT is
// checked by gstSettingsSchema (shared-ui) before this runs, and audited field by field.
import { DEFAULT_GST_SETTINGS, type GstSettings } from '@tours/shared-ui/gst';
import { gstSettingsSchema } from '@tours/shared-ui/schemas';

import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';

export const GST_SETTINGS_NAME = 'gst';

/** Flattened for the audit entry: the prefixes as three fields. */
function auditFields(settings: GstSettings): Record<string, unknown> {
  const { prefixes, ...rest } = settings;
  return {
    ...rest,
    receiptPrefix: prefixes.receipt,
    invoicePrefix: prefixes.invoice,
    refundPrefix: prefixes.refund,
  };
}

export const gstSettings = {
  /** The stored settings, or the defaults; a stored value the schema refuses reads as the defaults. */
  async get(repositories: Repositories): Promise<GstSettings> {
    const stored = (await repositories.officeSettings.all())[GST_SETTINGS_NAME];
    if (stored === undefined) return structuredClone(DEFAULT_GST_SETTINGS) as GstSettings;
    const parsed = gstSettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : (structuredClone(DEFAULT_GST_SETTINGS) as GstSettings);
  },

  async save(repositories: Repositories, input: GstSettings): Promise<GstSettings> {
    const before = await gstSettings.get(repositories);
    await repositories.officeSettings.save(GST_SETTINGS_NAME, input);
    await repositories.audit.record({
      entity: 'setting',
      entityId: GST_SETTINGS_NAME,
      action: 'update',
      summary: `Updated the GST settings (GST ${input.enabled ? 'on' : 'off'})`,
      changes: changesBetween(auditFields(before), auditFields(input)),
    });
    return input;
  },
};
