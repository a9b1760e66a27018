// Texts of the dashboard's backups card (issue 30, docs/operations.md).
export const BACKUP_TEXTS = {
  title: 'Backups',
  loading: 'Loading the backups...',
  failed: 'Failed to fetch the backups.',
  lastBackup: 'Last backup',
  lastDrill: 'Last restore drill',
  never: 'None yet',
  ok: 'OK',
  notOk: 'Failed',
  running: 'Running',
  line: (when: string, size: string | null, state: string) =>
    size ? `${when} · ${size} · ${state}` : `${when} · ${state}`,
  stale: (hours: number, lastGood: string | null) =>
    lastGood
      ? `The last good backup is older than ${hours} hours (${lastGood}). The agency's records have no fresh copy: ask whoever runs the server to look at it today.`
      : `There is no good backup yet. The agency's records have no copy: ask whoever runs the server to look at it today.`,
} as const;
