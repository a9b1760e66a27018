// The backups' status on the dashboard (GET /api/backups): the value and its fetch state.
import { createSlice } from '@reduxjs/toolkit';
import type { BackupStatus } from '@tours/shared-ui/domain';

import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { BackupsState } from './types';

const backupsSlice = createSlice({
  name: 'backups',
  initialState: initialValueState<BackupStatus>(),
  reducers: valueReducers<BackupStatus, BackupsState>(),
});

export const backupsActions = backupsSlice.actions;
export const backupsReducer = backupsSlice.reducer;
