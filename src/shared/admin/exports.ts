// CSV exports: no zod, so that an export link pulls in no schema.

/** The file names of the admin exports (spec section 7, plus the dashboard's). */
export const ADMIN_EXPORTS = ['dashboard.csv', 'service-requests.csv', 'businesses.csv', 'investors.csv', 'users.csv'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];
export const adminExportPath = (name: AdminExport) => `/api/admin/exports/${name}`;
