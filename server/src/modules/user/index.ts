/** The user module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */

export { companyRoles } from './company-roles.ts';
export { loginGate } from './login-gates.ts';
export { loginSubject, resetLoginThrottle } from './login-throttle.ts';
export { registrationTerms } from './registration-terms.ts';
export { userRoutes } from './routes.ts';
export { type UserRow, users } from './tables.ts';
export { maskMobile } from './user-info.ts';
export { findUserByMobile, isMobileTaken, isUserNameTaken, mobileTaken, updateUser, userNameTaken } from './users-repo.ts';
