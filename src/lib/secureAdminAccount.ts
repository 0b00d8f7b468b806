/** The staff account behind the /secure-admin gate (it signs in only through the gate). */
export const SECURE_ADMIN_USERNAME = 'secure-admin'
