// Texts of the admin dashboard (SPEC §2 Admin routes).
export const DASHBOARD_TITLE = 'Dashboard';
export const DASHBOARD_HEADING = 'Manage Sections';
